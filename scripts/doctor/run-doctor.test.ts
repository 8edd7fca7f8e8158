import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile as leadsDatabaseFile } from "../../app/.server/db/database";
import { openOwnerStore } from "../../app/.server/owners/store";
import { openRequestStore } from "../../app/.server/requests/store";
import { startSmtpTestServer } from "../../tests/smtp-test-server";
import { runDoctor, type DoctorInputs } from "./run-doctor";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "doctor-run-"));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A business ready to launch; each test spoils one thing. */
function readyInputs(overrides: Partial<DoctorInputs> = {}): DoctorInputs {
  return {
    businessName: "Southern Ontario Mobile Diesel",
    phone: { display: "(519) 555-1234", e164: "+15195551234" },
    email: "service@somobilediesel.ca",
    reviewsAreSamples: false,
    ownerClaims: { serviceTrucks: { text: "Fully equipped service trucks", confirmed: true } },
    env: {
      SITE_URL: "https://www.somobilediesel.ca",
      DATA_DIR: tempDir(),
      TRUST_PROXY: true,
      SMTP_URL: "smtp://127.0.0.1:1",
      LEADS_NOTIFY_TO: "owner@x.ca",
    },
    build: {
      info: { siteUrl: "https://www.somobilediesel.ca", builtAt: "2026-11-01T10:00:00.000Z", contentHash: "h" },
      currentContentHash: "h",
    },
    sendTest: false,
    now: new Date(),
    ...overrides,
  };
}

/** A database with one owner account in the inputs' DATA_DIR, as a launched site has. */
async function withOwner(inputs: DoctorInputs): Promise<DoctorInputs> {
  const store = await openRequestStore({ DATA_DIR: inputs.env.DATA_DIR });
  const owners = await openOwnerStore(store.client);
  await owners.saveOwner("owner@somobilediesel.ca", "scrypt$not$a$real$hash$here");
  store.close();
  return inputs;
}

const line = (lines: string[], label: string) => lines.find((text) => text.slice(2).startsWith(`${label}:`)) ?? "";

describe("npm run doctor", () => {
  it("passes a finished setup with exit 0, one ✓ line per check", async () => {
    const report = await runDoctor(await withOwner(readyInputs()));
    expect(report.exitCode).toBe(0);
    const checks = report.lines.filter((text) => /^[✓✗] /.test(text));
    expect(checks).toHaveLength(12);
    expect(checks.every((text) => text.startsWith("✓"))).toBe(true);
    expect(report.lines.at(-1)).toBe("Ready to launch: every check passed.");
  });

  it("exits 1 when a blocker fails, and 0 when only warnings fail", async () => {
    expect((await runDoctor(readyInputs({ reviewsAreSamples: true }))).exitCode).toBe(1);
    const warned = await runDoctor(await withOwner(readyInputs({ env: { ...readyInputs().env, SMTP_URL: undefined } })));
    expect(warned.exitCode).toBe(0);
    expect(line(warned.lines, "Request e-mails")).toMatch(/^✗ .*\[warning\]$/);
    expect(warned.lines.at(-1)).toMatch(/^Ready to launch, with 1 warning/);
  });

  it("blocks the launch when DATA_DIR cannot be written", async () => {
    const blocker = path.join(tempDir(), "a-file");
    fs.writeFileSync(blocker, "");
    const report = await runDoctor(readyInputs({ env: { ...readyInputs().env, DATA_DIR: path.join(blocker, "data") } }));
    expect(report.exitCode).toBe(1);
    expect(line(report.lines, "Data folder (DATA_DIR)")).toMatch(/^✗ .*cannot write to .*\[launch blocker\]$/);
  });

  it("blocks the launch when the request database fails SQLite's integrity check", async () => {
    const inputs = readyInputs();
    fs.writeFileSync(leadsDatabaseFile(inputs.env.DATA_DIR), "scrambled ".repeat(1000));
    const report = await runDoctor(inputs);
    expect(report.exitCode).toBe(1);
    expect(line(report.lines, "Request database")).toMatch(/^✗ .*integrity_check.*\[launch blocker\]$/);
  });

  it("warns about requests stored more than 10 minutes ago and never e-mailed", async () => {
    const inputs = readyInputs({ now: new Date(Date.now() + 15 * 60_000) });
    const store = await openRequestStore(inputs.env);
    await store.save({
      requestId: "doctor-unsent-0000001",
      kind: "quote",
      name: "Dave",
      email: "dave@x.ca",
      phone: "519-555-0100",
      message: "Flat steer tire on the 401.",
    });
    store.close();
    const report = await runDoctor(inputs);
    expect(report.exitCode).toBe(0);
    expect(line(report.lines, "Requests not yet e-mailed")).toMatch(
      /^✗ Requests not yet e-mailed: 1 request stored more than 10 minutes ago .* has not been e-mailed.*\[warning\]$/,
    );
  });

  describe("--send-test", () => {
    it("sends a real message and prints the mail server's answer", async () => {
      const smtp = await startSmtpTestServer();
      cleanups.push(smtp.close);
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: smtp.url } });
      expect(report.exitCode).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/^✓ Test e-mail: sent to owner@x\.ca; the mail server answered "250 /);
    });

    it("blocks the launch when the server refuses, quoting its answer", async () => {
      const smtp = await startSmtpTestServer();
      cleanups.push(smtp.close);
      smtp.state.refuse = true;
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: smtp.url } });
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/^✗ .*answered ".*450.*Mailbox unavailable.*\[launch blocker\]$/);
    });

    it("blocks the launch when e-mail is not configured at all", async () => {
      const base = readyInputs();
      const report = await runDoctor({ ...base, sendTest: true, env: { ...base.env, SMTP_URL: undefined } });
      expect(report.exitCode).toBe(1);
      expect(line(report.lines, "Test e-mail")).toMatch(/not sent: set SMTP_URL and LEADS_NOTIFY_TO/);
    });
  });

  it("warns while no owner account can sign in to the inbox", async () => {
    const report = await runDoctor(readyInputs());
    expect(report.exitCode).toBe(0);
    expect(line(report.lines, "Owner sign-in")).toMatch(/^✗ Owner sign-in: no owner account yet.*npm run owner -- add.*\[warning\]$/);
    expect(line((await runDoctor(await withOwner(readyInputs()))).lines, "Owner sign-in")).toMatch(
      /^✓ Owner sign-in: 1 owner account can sign in/,
    );
  });
});
