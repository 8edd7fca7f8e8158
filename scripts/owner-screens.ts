/**
 * The back office as the owner sees it, for docs/screens/ (the README shows them): the inbox and
 * a roadside request's page at a phone's 390 × 844 and a desktop's 1440 × 900, first screen and
 * full page, on a site of its own with a few requests in it. `npm run screenshots:owner [-- outDir]`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { openDatabase } from "../app/.server/db/database";
import { hashPassword } from "../app/.server/owners/password";
import { createOwnerStore } from "../app/.server/owners/store";
import { chromiumFlags, chromiumPath, ensureChromium } from "./ensure-chromium";
import { startServerProcess } from "./reliability/server-process";

const outDir = process.argv[2] ?? "docs/screens";
const owner = { email: "owner@example.com", password: "screenshots of the back office" };
fs.mkdirSync(outDir, { recursive: true });
ensureChromium();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "owner-screens-"));
const database = await openDatabase({ DATA_DIR: dataDir });
await createOwnerStore(database).saveOwner(owner.email, await hashPassword(owner.password));
await database.close();

const server = await startServerProcess({ port: 4599, dataDir, env: { TRUST_PROXY: "1" } });
let address = 20;
const post = (pathname: string, body: FormData) =>
  fetch(server.url + pathname, { method: "POST", body, headers: { Origin: server.url, "X-Forwarded-For": `203.0.113.${++address}` } });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
await post(
  "/contact",
  form({ name: "Nadia Fleet", email: "nadia@example.com", phone: "519-555-0311", message: "PM service for 4 reefers next week." }),
);
await post(
  "/roadside",
  form({
    name: "Dave Martin",
    phone: "519-555-0133",
    road: "401",
    direction: "Eastbound",
    landmark: "Exit 218, past the ramp",
    problems: "Air leak or brakes",
    load: "Loaded trailer",
    unit: "12",
    make: "Freightliner",
    details: "Glad hand seal blown, can hear it at the back.",
  }),
);
await post(
  "/roadside",
  form({ name: "Ravi Singh", phone: "226-555-0140", road: "402", direction: "Westbound", landmark: "Exit 25", problems: "Won't start" }),
);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/owner/sign-in`);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
    await shoot(page, `inbox-${width}`);
    await page
      .getByRole("link", { name: /Dave Martin/ })
      .first()
      .click();
    await page.getByRole("heading", { level: 1, name: /Roadside R-/ }).waitFor();
    await shoot(page, `request-${width}`);
    await context.close();
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  await page.screenshot({ path: path.join(outDir, `${name}-full.png`), fullPage: true });
}
