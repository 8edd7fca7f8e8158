import { afterEach, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { sendTestEmail } from "./send-test-email";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function smtp() {
  const server = await startSmtpTestServer();
  cleanups.push(server.close);
  return server;
}

const message = (smtpUrl: string) => ({
  smtpUrl,
  to: "owner@somobilediesel.ca",
  from: "website@somobilediesel.ca",
  businessName: "Southern Ontario Mobile Diesel",
  now: new Date("2026-11-22T12:00:00Z"),
});

describe("test e-mail", () => {
  it("delivers one real message to LEADS_NOTIFY_TO and reports the server's answer", async () => {
    const server = await smtp();
    const result = await sendTestEmail(message(server.url));
    expect(result.ok).toBe(true);
    expect(result.serverAnswer).toMatch(/^250\b/);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.to).toEqual(["owner@somobilediesel.ca"]);
    expect(server.received[0]?.from).toBe("website@somobilediesel.ca");
    expect(server.received[0]?.raw.replace(/\r?\n /g, " ")).toMatch(
      /Subject: Go-live check: test message from the Southern Ontario Mobile Diesel website/,
    );
  });

  it("reports the server's refusal in its own words", async () => {
    const server = await smtp();
    server.state.refuse = true;
    const result = await sendTestEmail(message(server.url));
    expect(result.ok).toBe(false);
    expect(result.serverAnswer).toMatch(/450.*Mailbox unavailable/);
  });

  it("reports a server that is not there", async () => {
    const server = await smtp();
    const url = server.url;
    await server.close();
    cleanups.pop();
    const result = await sendTestEmail(message(url));
    expect(result.ok).toBe(false);
    expect(result.serverAnswer).toMatch(/ECONNREFUSED/);
  });
});
