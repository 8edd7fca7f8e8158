import { afterEach, describe, expect, it, vi } from "vitest";
import { startSmtpTestServer } from "../../../test-support/smtp-test-server";
import { engines, testDatabase, type TestDatabase } from "../../../tests/test-database";
import { describeRequest } from "~/flows/describe-request";
import type { Engine } from "../db/database";
import { createRequestNotifier } from "./notifier";
import { createRequestStore, type NewRequest, type RequestStore } from "./store";

const startSmtp = startSmtpTestServer;

let serial = 0;
const fresh = (overrides: Partial<NewRequest> = {}): NewRequest => ({
  ...request,
  requestId: `notify-test-${String(++serial).padStart(8, "0")}`,
  kind: "quote",
  ...overrides,
});
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

const mailEnv = (url: string) => ({
  SMTP_URL: url,
  LEADS_NOTIFY_TO: "owner@example.com",
  LEADS_NOTIFY_FROM: undefined,
  SITE_URL: "https://www.example.com",
});

/** A fresh database on the engine; each setup on it is one server process with its own notifier. */
async function newDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await testDatabase(engine);
  cleanups.push(() => database.remove());
  return database;
}

async function setup(database: TestDatabase, smtpServer?: Awaited<ReturnType<typeof startSmtp>>) {
  const smtp = smtpServer ?? (await startSmtp());
  const connection = await database.open();
  const store: RequestStore = createRequestStore(connection);
  const notifier = createRequestNotifier(store, mailEnv(smtp.url), { describe: describeRequest, retryIntervalMs: 100 });
  cleanups.push(
    () => (smtpServer ? undefined : smtp.close()),
    () => connection.close(),
    () => notifier.stop(),
  );
  return { smtp, store, notifier };
}

describe.each(engines)("request notifier on %s", (engine) => {
  it("e-mails a stored request to the owner in plain text, Reply-To the visitor, then marks it notified", async () => {
    const { smtp, store, notifier } = await setup(await newDatabase(engine));
    const { request: stored } = await store.save(fresh());
    notifier.notifySoon(stored);
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.raw).toMatch(/Subject: Quote request: Dave Martin, 519-555-0100/);
    expect(mail.raw).toMatch(/Reply-To: dave@example.com/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toContain("At the Tilbury yard.");
    expect(mail.raw).toMatch(/Message-ID: <request-[0-9a-f]{24}@www\.example\.com>/);
    expect((await store.list())[0]?.notifiedAt).not.toBeNull();
    expect(await store.history(stored.id)).toEqual([
      expect.objectContaining({ type: "email-sent", detail: expect.stringMatching(/^250/) }),
    ]);
  });

  it("marks a request from a busy address in the subject and says why in the body", async () => {
    const { smtp, store, notifier } = await setup(await newDatabase(engine));
    notifier.notifySoon((await store.save(fresh({ suspect: true }))).request);
    await notifier.idle();
    expect(smtp.received[0]?.raw).toMatch(/Subject: \[CHECK: busy address\] Quote request/);
    expect(smtp.received[0]?.raw.replace(/=\r?\n/g, "")).toContain("several requests came from this sender's internet address");
  });

  it("never e-mails spam", async () => {
    const { smtp, store, notifier } = await setup(await newDatabase(engine));
    const { request: spam } = await store.save(fresh({ spamReason: "honeypot filled" }));
    notifier.notifySoon(spam);
    notifier.start();
    await notifier.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);
  });

  // Twenty e-mails through the SMTP double from two senders: seconds on a loaded machine.
  it("two processes on one database send each request once", { timeout: 30_000 }, async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const database = await newDatabase(engine);
    const [a, b] = [await setup(database, smtp), await setup(database, smtp)];
    const stored = [];
    for (let i = 0; i < 20; i++) stored.push((await a.store.save(fresh({ name: `Driver ${i}` }))).request);
    // Both hear of every request at once, and both retry loops run.
    for (const request of stored) {
      a.notifier.notifySoon(request);
      b.notifier.notifySoon(request);
    }
    a.notifier.start();
    b.notifier.start();
    await vi.waitFor(async () => expect(await a.store.listUnnotified()).toHaveLength(0), { timeout: 25_000, interval: 50 });
    await Promise.all([a.notifier.idle(), b.notifier.idle()]);
    expect(smtp.received).toHaveLength(20);
  });

  it("attaches the photos stored before the e-mail, and sends later ones once, in a reply, even from two processes", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    /** A photo's bytes: a JPEG's markers around its label, so each attachment can be told apart. */
    const bytesOf = (label: string) => Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(label), Buffer.from([0xff, 0xd9])]);
    const addPhoto = async (store: RequestStore, request: number, label: string) => {
      await store.addPhoto({ request, contentType: "image/jpeg", width: 1, height: 1 }, bytesOf(label));
    };
    const database = await newDatabase(engine);
    const [a, b] = [await setup(database, smtp), await setup(database, smtp)];
    const roadside = fresh({
      kind: "roadside",
      email: "",
      details: { location: { road: "401", direction: "Eastbound" }, problems: ["Won't start"] },
    });
    const { request: stored } = await a.store.save(roadside);
    await addPhoto(a.store, stored.id, "first.jpg");
    expect(await a.notifier.notifyNow(stored.id)).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toMatch(/filename=R-\d+-photo-1\.jpg/);
    // The attachment is the photo's bytes from the database, exactly.
    expect(smtp.received[0]!.raw.replace(/\r?\n/g, "")).toContain(bytesOf("first.jpg").toString("base64"));

    // Two more arrive after the e-mail went; both processes hear of them.
    await addPhoto(a.store, stored.id, "second.jpg");
    await addPhoto(a.store, stored.id, "third.jpg");
    a.notifier.notifyPhotos(stored.id);
    b.notifier.notifyPhotos(stored.id);
    a.notifier.start();
    b.notifier.start();
    await vi.waitFor(async () => expect((await a.store.photos(stored.id)).every((photo) => photo.notifiedAt !== null)).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
    await Promise.all([a.notifier.idle(), b.notifier.idle()]);
    expect(smtp.received).toHaveLength(2);
    const reply = smtp.received[1]!.raw;
    expect(reply).toMatch(/In-Reply-To: <request-/);
    expect(reply).toMatch(/filename=R-\d+-photo-2\.jpg/);
    expect(reply).toMatch(/filename=R-\d+-photo-3\.jpg/);
    for (const label of ["second.jpg", "third.jpg"]) expect(reply.replace(/\r?\n/g, "")).toContain(bytesOf(label).toString("base64"));
  });

  it("keeps a refused request unnotified and sends it on a later retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { smtp, store, notifier } = await setup(await newDatabase(engine));
    smtp.state.refuse = true;
    notifier.notifySoon((await store.save(fresh())).request);
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
    const { smtp, store, notifier } = await setup(await newDatabase(engine));
    await store.save(fresh());
    await store.save(fresh({ name: "Eve" }));
    notifier.start();
    await vi.waitFor(async () => expect(await store.listUnnotified()).toHaveLength(0), { timeout: 5000, interval: 50 });
    expect(smtp.received).toHaveLength(2);
  });

  it("does nothing when e-mail is not configured", async () => {
    const connection = await (await newDatabase(engine)).open();
    cleanups.push(() => connection.close());
    const store = createRequestStore(connection);
    const notifier = createRequestNotifier(
      store,
      { ...mailEnv(""), SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined },
      { describe: describeRequest },
    );
    notifier.notifySoon((await store.save(fresh())).request);
    await notifier.idle();
    expect((await store.list())[0]?.notifiedAt).toBeNull();
  });
});
