import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";

// A new contributor runs `npm run dev` and sees the whole flow: the page hydrates under the
// site's CSP, and a quote request is stored by the same action as in production.
test.describe("npm run dev", () => {
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    // Vite compiles the server's modules as it starts: on a machine busy with the browser tests
    // that alone took over 30 s once.
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
    server = await startServerProcess({
      port: testPort(3601),
      dataDir,
      script: "scripts/dev.ts",
      env: { NODE_ENV: "development" },
      startSeconds: 90,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("posts a quote request that is stored", async ({ page }) => {
    test.setTimeout(90_000);
    const cspErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    // The first visit lets Vite optimise dependencies, which may reload the page once.
    await page.goto(`${server.url}/contact`, { waitUntil: "networkidle", timeout: 60_000 });
    await page.reload({ waitUntil: "networkidle" });

    const form = page.getByRole("form", { name: "Request a quote" });
    await form.getByLabel("Name").fill("Dev Flow Driver");
    await form.getByLabel("Email").fill("driver@example.com");
    await form.getByLabel("Phone").fill("519-555-0100");
    await form.getByLabel("How can we help?").fill("Checking that development posts a request.");
    await form.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByText("Quote Request Received!").first()).toBeVisible({ timeout: 15_000 });

    const stored = JSON.parse(
      execFileSync("npm", ["run", "--silent", "leads", "--", "--json"], { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" }),
    ) as { name: string }[];
    expect(stored.map((row) => row.name)).toContain("Dev Flow Driver");
    expect(cspErrors).toEqual([]);
  });
});
