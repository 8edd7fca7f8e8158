import { execFile } from "node:child_process";
import http from "node:http";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { e2eDatabase, type E2eDatabase } from "./e2e-database";
import { testPort } from "../../test-support/environment";
import { expect, test, type LeadRow } from "./fixtures";
import { bundledCommand } from "../../scripts/bundle-commands";

// A server of its own with the shipped thresholds (5 in 10 minutes → suspect, 60 → refused),
// posted to from one address the way browsers post without JavaScript.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let database: E2eDatabase;
const port = testPort(4341);

test.beforeAll(async () => {
  database = await e2eDatabase("requests");
  smtp = await startSmtpTestServer();
  server = await startServerProcess({
    port,
    dataDir: database.dataDir,
    env: {
      ...database.env,
      REQUESTS_SUSPECT_AFTER: "5",
      REQUESTS_FLOOD_LIMIT: "60",
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@example.com",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  database.remove();
});

let serial = 0;
function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/contact",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: `http://127.0.0.1:${port}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), retryAfter: res.headers["retry-after"] }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const quote = (overrides: Record<string, string> = {}) => ({
  requestId: `requests-spec-${String(++serial).padStart(6, "0")}-${Date.now()}`,
  name: `Fleet Truck ${serial}`,
  email: "dispatch@example.com",
  phone: "519-555-0100",
  message: "Unit stranded by the storm on the 401 at Tilbury.",
  ...overrides,
});

/** Runs `npm run leads -- ...args` (asynchronously: the test's mail server must keep answering). */
function leads(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [bundledCommand("leads"), ...args],
      { env: { ...process.env, ...database.env, SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "owner@example.com" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const listed = async (...flags: string[]) => JSON.parse((await leads("--json", ...flags)).stdout) as LeadRow[];

test("ten requests from one address in a minute are all stored and answered; past five they are flagged suspect", async () => {
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await post(quote()));
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  for (const answer of answers) expect(answer.body).toContain("Quote Request Received!");
  const rows = (await listed()).reverse();
  expect(rows).toHaveLength(10);
  expect(rows.map((row) => row.suspect)).toEqual([false, false, false, false, false, true, true, true, true, true]);
  expect(rows[0]).toMatchObject({ kind: "quote", status: "new", spam: false, email: "dispatch@example.com" });
  // Suspect requests are e-mailed too, marked.
  await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(10);
  expect(smtp.received.filter((mail) => mail.raw.includes("[CHECK: busy address]"))).toHaveLength(5);
});

test("five identical posts at once give one row and five successes", async () => {
  const same = quote({ name: "Double Tap Driver" });
  const answers = await Promise.all(Array.from({ length: 5 }, () => post(same)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  expect((await listed()).filter((row) => row.name === "Double Tap Driver")).toHaveLength(1);
});

test("a post without a request id (no JavaScript), sent twice, is stored once", async () => {
  const { requestId: _none, ...fields } = quote({ name: "Reload Driver" });
  expect((await post(fields)).status).toBe(200);
  expect((await post(fields)).status).toBe(200);
  expect((await listed()).filter((row) => row.name === "Reload Driver")).toHaveLength(1);
});

test("a bot's post is kept as spam, answered like a person's, not e-mailed, and can be released", async () => {
  // Every earlier (real) request has been e-mailed before counting.
  await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe((await listed()).length);
  const before = smtp.received.length;
  const answer = await post(quote({ name: "Cheap Pills", company_website: "https://spam.example" }));
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("Quote Request Received!");
  expect((await listed()).some((row) => row.name === "Cheap Pills")).toBe(false);
  const [spam] = await listed("--spam");
  expect(spam).toMatchObject({ name: "Cheap Pills", spam: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(smtp.received.length).toBe(before);

  const released = await leads("--not-spam", String(spam!.id));
  expect(released.stdout + released.stderr).toContain(`Request #${spam!.id} released from spam: e-mailed.`);
  expect(smtp.received.length).toBe(before + 1);
  expect((await listed()).find((row) => row.id === spam!.id)).toMatchObject({ spam: false });
  expect((await leads("--show", String(spam!.id))).stdout).toMatch(/released from spam[\s\S]*e-mailed to the owner/);
});

test("the owner moves a status; unknown ids and statuses are refused with exit code 1", async () => {
  const [newest] = await listed();
  const moved = await leads("--status", String(newest!.id), "dispatched");
  expect(moved.code).toBe(0);
  expect((await listed()).find((row) => row.id === newest!.id)?.status).toBe("dispatched");
  expect((await leads("--show", String(newest!.id))).stdout).toMatch(/status set to: dispatched \(npm run leads\)/);

  const unknownStatus = await leads("--status", String(newest!.id), "teleported");
  expect(unknownStatus.code).toBe(1);
  expect(unknownStatus.stderr).toContain('Unknown status "teleported"');
  const unknownId = await leads("--status", "99999", "done");
  expect(unknownId.code).toBe(1);
  expect(unknownId.stderr).toContain("No request #99999.");
});

test("only a flood is refused: past 60 from one address in 10 minutes the answer is 429 with the phone number and the fields kept", async () => {
  const stored = (await listed("--spam")).length + (await listed()).length;
  const statuses: number[] = [];
  let refused = "";
  let retryAfter: string | undefined;
  for (let i = stored; i < 70; i++) {
    const answer = await post(quote({ name: `Storm Truck ${i}` }));
    statuses.push(answer.status);
    if (answer.status === 429) ({ body: refused, retryAfter } = answer);
  }
  // Every 429 says when to try again: at most the 10 minutes the requests are counted over.
  expect(retryAfter).toBe("600");
  expect(statuses.filter((status) => status === 200)).toHaveLength(60 - stored);
  expect(statuses.slice(60 - stored)).toEqual(Array(10).fill(429));
  expect(refused).toContain("(519) 555-0142");
  expect(refused).toMatch(/value="Storm Truck 69"/);
  expect((await listed()).length + (await listed("--spam")).length).toBe(60);
});

test("files that are not pages carry a policy under which no script runs", { tag: "@engine-free" }, async ({ request }) => {
  const svg = await request.get(`http://127.0.0.1:${port}/brand/mark.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-security-policy"]).toMatch(/^default-src 'none';.*sandbox$/);
  const robots = await request.get(`http://127.0.0.1:${port}/robots.txt`);
  expect(robots.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
  // A page rendered on request keeps its own policy with script hashes.
  const missing = await request.get(`http://127.0.0.1:${port}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-security-policy"]).toMatch(/script-src/);
});
