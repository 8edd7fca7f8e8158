import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openLeadStore, type LeadStore } from "~/lib/leads.server";
import { createLeadNotifier } from "./lead-notifier";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `refuse` makes it reject mail until turned off. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 450 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const request = {
  name: "Dave Martin",
  email: "dave@example.com",
  phone: "519-555-0100",
  message: "Air leak, trailer 53.\nAt the Tilbury yard.",
};
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const smtp = await startSmtp();
  const store: LeadStore = await openLeadStore(fs.mkdtempSync(path.join(os.tmpdir(), "notify-")));
  const notifier = createLeadNotifier(
    store,
    { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "owner@example.com", LEADS_NOTIFY_FROM: undefined },
    { retryIntervalMs: 100 },
  );
  cleanups.push(
    () => smtp.close(),
    () => store.close(),
    () => notifier.stop(),
  );
  return { smtp, store, notifier };
}

describe("lead notifier", () => {
  it("e-mails a stored request to the owner in plain text, Reply-To the visitor, then marks it notified", async () => {
    const { smtp, store, notifier } = await setup();
    const lead = await store.save(request);
    notifier.notifySoon(lead);
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.raw).toMatch(/Subject: Quote request: Dave Martin, 519-555-0100/);
    expect(mail.raw).toMatch(/Reply-To: dave@example.com/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toContain("At the Tilbury yard.");
    expect((await store.list())[0]?.notifiedAt).not.toBeNull();
  });

  it("keeps a refused request unnotified and sends it on a later retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { smtp, store, notifier } = await setup();
    smtp.state.refuse = true;
    const lead = await store.save(request);
    notifier.notifySoon(lead);
    await notifier.idle();
    const [afterFailure] = await store.list();
    expect(afterFailure).toMatchObject({ notifiedAt: null, notifyAttempts: 1 });
    expect(afterFailure?.lastNotifyError).toMatch(/Mailbox unavailable/);

    smtp.state.refuse = false;
    notifier.start();
    await vi.waitFor(async () => expect((await store.list())[0]?.notifiedAt).not.toBeNull(), { timeout: 5000, interval: 50 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends requests stored while the mail server was down when it starts", async () => {
    const { smtp, store, notifier } = await setup();
    await store.save(request);
    await store.save({ ...request, name: "Eve" });
    notifier.start();
    await vi.waitFor(async () => expect(await store.listUnnotified()).toHaveLength(0), { timeout: 5000, interval: 50 });
    expect(smtp.received).toHaveLength(2);
  });

  it("does nothing when e-mail is not configured", async () => {
    const store = await openLeadStore(fs.mkdtempSync(path.join(os.tmpdir(), "notify-")));
    cleanups.push(() => store.close());
    const notifier = createLeadNotifier(store, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined, LEADS_NOTIFY_FROM: undefined });
    notifier.notifySoon(await store.save(request));
    await notifier.idle();
    expect((await store.list())[0]?.notifiedAt).toBeNull();
  });
});
