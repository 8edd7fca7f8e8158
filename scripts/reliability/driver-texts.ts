/**
 * Texts to drivers across processes, and how fast the driver hears of a change.
 *
 * `driverTextsProof`: two server instances on one database and one SMS provider double; quote
 * requests with "Text me updates", each from a phone of its own, spread over both; with
 * `killOneAfterMs` one instance is SIGKILLed mid-load and restarted. Every stored request's
 * "received" text must reach the double once. A process killed after the provider took a text
 * and before the database recorded it sends it again from the other (decision 015): counted.
 *
 * `driverUpdateTimes`: the owner sets a technician and 45 minutes in the inbox (a real browser),
 * and the time until the SMS double holds the text and until the driver's open status page (a
 * second browser context, JavaScript on) shows it, `runs` times: median and worst.
 */
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { startSmsDouble, type SmsDouble } from "../../test-support/sms-service-double";
import { chromiumFlags, chromiumPath, ensureChromium } from "../ensure-chromium";
import { proofDatabase } from "./proof-database";
import { startServerPair, type PairProofOptions } from "./server-pair";
import { startServerProcess } from "./server-process";
import { percentile, runPool } from "./stats";

const twilioEnv = (sms: SmsDouble, foldSeconds: number) => ({
  TWILIO_ACCOUNT_SID: sms.accountSid,
  TWILIO_AUTH_TOKEN: sms.authToken,
  TWILIO_FROM: "+15195550100",
  TWILIO_API_URL: sms.url,
  SMS_FOLD_SECONDS: String(foldSeconds),
});

/** A quote request with "Text me updates" from its own phone, as the form's script posts it. */
async function postQuoteWithTexts(site: string, index: number): Promise<boolean> {
  const body = new URLSearchParams({
    requestId: (index + 1).toString(16).padStart(32, "0"),
    name: `Texted ${index}`,
    email: "texts-proof@example.com",
    phone: `519-555-${String(2000 + index).padStart(4, "0")}`,
    message: "Texts proof: reefer unit will not start, need a call back.",
    textUpdates: "on",
  });
  try {
    const answer = await fetch(`${site}/contact.data`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
      body,
    });
    return answer.ok;
  } catch {
    return false;
  }
}

export interface DriverTextsResult {
  sent: number;
  acknowledged: number;
  rowsStored: number;
  /** Stored requests whose "received" text never reached the provider. */
  storedNotTexted: number;
  /** Phones texted more than once (a kill between the provider's answer and the database's record). */
  textedTwice: number;
  texts: number;
  secondsToTextAll: number;
}

export async function driverTextsProof(options: PairProofOptions = {}): Promise<DriverTextsResult> {
  const { total = 300, concurrency = 20, ports = [4341, 4342], killOneAfterMs, postgres } = options;
  const database = await proofDatabase("driver-texts", postgres);
  const sms = await startSmsDouble();
  const env = { ...database.env, ...twilioEnv(sms, 0) };
  const servers = await startServerPair({ ports, dataDir: database.dataDir, env, killOneAfterMs });
  let acknowledged = 0;
  try {
    await runPool(total, concurrency, async (index) => {
      if (await postQuoteWithTexts(servers.serverFor(index).url, index)) acknowledged++;
    });
    await servers.restartKilled();
    const started = performance.now();
    const rows = await database.withStore((store) => store.list({ limit: total + 10 }));
    const phones = new Set(rows.map((row) => `+1${row.phone.replace(/\D/g, "")}`));
    // Until every stored request's phone has its text (the survivor sweeps every 5 s; a dead claim lasts 60 s).
    const deadline = Date.now() + 120_000;
    const texted = () => new Set(sms.texts.map((text) => text.to));
    while ([...phones].some((phone) => !texted().has(phone)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const secondsToTextAll = Math.round((performance.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const perPhone = new Map<string, number>();
    for (const text of sms.texts) perPhone.set(text.to, (perPhone.get(text.to) ?? 0) + 1);
    return {
      sent: total,
      acknowledged,
      rowsStored: rows.length,
      storedNotTexted: [...phones].filter((phone) => !perPhone.has(phone)).length,
      textedTwice: [...perPhone.values()].filter((count) => count > 1).length,
      texts: sms.texts.length,
      secondsToTextAll,
    };
  } finally {
    await servers.stop();
    await sms.close();
    database.remove();
  }
}

export interface UpdateTimes {
  runs: number;
  /** From the owner's click on Save to the provider double holding the text (SMS_FOLD_SECONDS=0). */
  textMedianMs: number;
  textWorstMs: number;
  /** From the same click to the driver's open status page showing "Mike is on the way · arriving about …". */
  pageMedianMs: number;
  pageWorstMs: number;
}

export async function driverUpdateTimes({ runs = 20, port = 4343 }: { runs?: number; port?: number } = {}): Promise<UpdateTimes> {
  ensureChromium();
  const database = await proofDatabase("driver-updates");
  const sms = await startSmsDouble();
  const server = await startServerProcess({ port, dataDir: database.dataDir, env: { ...twilioEnv(sms, 0), TRUST_PROXY: "0" } });
  const owner = { email: "timing-owner@example.com", password: "how fast does the driver hear" };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/owner.ts", "add", owner.email, "--password-stdin"], {
    input: `${owner.password}\n`,
    env: { ...process.env, DATA_DIR: database.dataDir },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const textTimes: number[] = [];
  const pageTimes: number[] = [];
  try {
    const ownerPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await ownerPage.goto(`${server.url}/owner/sign-in`);
    await ownerPage.getByLabel("Email").fill(owner.email);
    await ownerPage.getByLabel("Password").fill(owner.password);
    await ownerPage.getByRole("button", { name: "Sign in" }).click();
    await ownerPage.getByRole("heading", { level: 1, name: "Inbox" }).waitFor();
    for (let run = 0; run < runs; run++) {
      const phone = `519-555-${String(3000 + run)}`;
      const driver = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await driver.goto(`${server.url}/roadside`);
      await driver.getByLabel("Phone").fill(phone);
      await driver.getByLabel("Highway or road").selectOption("401");
      await driver.getByLabel("Nearest exit, km marker or landmark").fill(`Exit ${100 + run}`);
      await driver.getByRole("button", { name: "Send Roadside Request" }).click();
      const statusLink = driver.getByRole("link", { name: "Follow your request" });
      await statusLink.waitFor();
      await driver.goto(new URL((await statusLink.getAttribute("href"))!, server.url).href);
      await driver.getByText("This page updates itself every 5 seconds.").waitFor();
      const id = /R-(\d+)/.exec((await driver.locator("main").innerText()) ?? "")![1];
      await ownerPage.goto(`${server.url}/owner/requests/${id}`);
      await ownerPage.getByLabel("Status", { exact: true }).selectOption("on-the-way");
      await ownerPage.getByLabel("Technician").selectOption("other");
      await ownerPage.getByLabel("Someone else: first name").fill("Mike");
      await ownerPage.getByText("45 min").click();
      // The owner's change lands anywhere in the page's 5 s between checks, as it would in life.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000));
      const before = sms.texts.length;
      const clicked = Date.now();
      await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
      const texted = (async () => {
        while (!sms.texts.slice(before).some((text) => text.body.includes("is on the way"))) await new Promise((r) => setTimeout(r, 10));
        return sms.texts.slice(before).find((text) => text.body.includes("is on the way"))!.at - clicked;
      })();
      await driver.getByText(/^Mike is on the way · arriving about/).waitFor({ timeout: 30_000 });
      pageTimes.push(Date.now() - clicked);
      textTimes.push(await texted);
      await driver.context().close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await sms.close();
    database.remove();
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    runs,
    textMedianMs: percentile(sorted(textTimes), 50),
    textWorstMs: Math.max(...textTimes),
    pageMedianMs: percentile(sorted(pageTimes), 50),
    pageWorstMs: Math.max(...pageTimes),
  };
}
