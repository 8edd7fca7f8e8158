import { afterEach, describe, expect, it, vi } from "vitest";
import { startSmsDouble, type SmsDouble } from "../../../test-support/sms-service-double";
import { engines, testDatabase, type TestDatabase } from "../../../tests/test-database";
import type { Engine, SiteDatabase } from "../db/database";
import { createMessageStore } from "../messages/store";
import { createRequestStore, type NewRequest, type RequestStore } from "../requests/store";
import { onSweep } from "../background-work";
import { createDriverTextStore, retryBackoffMs, type DriverTextStore } from "./store";
import { createDriverTexts, type DriverTexts } from "./text-sender";
import { parseEnv } from "~/config/env.server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let serial = 0;
const roadside = (overrides: Partial<NewRequest> = {}): NewRequest => ({
  requestId: `texts-test-${String(++serial).padStart(8, "0")}`,
  kind: "roadside",
  name: "Dave Martin",
  email: "",
  phone: "519-555-0133",
  message: "Air leak",
  textsWanted: true,
  ...overrides,
});

/**
 * Resolves once the senders have swept `count` more times (every 100 ms here): what a test that
 * shows nothing more is sent waits for, rather than a number of milliseconds. Senders that have
 * not been started do not sweep: those tests wait for `sender.idle()` instead.
 */
function nextSweeps(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const stop = onSweep((name) => {
      if (name !== "texts" || ++seen < count) return;
      stop();
      resolve();
    });
  });
}

async function startSms(): Promise<SmsDouble> {
  const sms = await startSmsDouble();
  cleanups.push(() => sms.close());
  return sms;
}

async function newDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await testDatabase(engine);
  cleanups.push(() => database.remove());
  return database;
}

/**
 * One server process on the database: its stores and its sender. On SQLite two senders of one
 * test process share a connection (libSQL waits for a lock synchronously, so two connections of
 * one process would stall each other); the real two-process runs are end to end.
 */
async function process(
  database: TestDatabase,
  sms: SmsDouble | null,
  {
    foldMs = 0,
    leaseMs = 60_000,
    sweepMs = 100,
    backoffMs = retryBackoffMs,
    connection: shared,
  }: { foldMs?: number; leaseMs?: number; sweepMs?: number; backoffMs?: typeof retryBackoffMs; connection?: SiteDatabase } = {},
) {
  const connection = shared ?? (await database.open());
  const requests: RequestStore = createRequestStore(connection);
  const texts: DriverTextStore = createDriverTextStore(connection.db, { backoffMs });
  const messages = createMessageStore(connection.db);
  const settings = sms ? { accountSid: sms.accountSid, authToken: sms.authToken, from: "+15195550100", apiUrl: sms.url } : undefined;
  const sender: DriverTexts = createDriverTexts(requests, texts, messages, {
    sms: settings,
    siteUrl: "https://www.example.com",
    foldMs,
    leaseMs,
    sweepMs,
    // Every estimate of these tests is $609.01 with HST.
    estimateTotal: async () => 60901,
  });
  cleanups.push(
    () => (shared ? undefined : connection.close()),
    () => sender.stop(),
  );
  return { requests, texts, messages, sender, connection };
}

const history = async (requests: RequestStore, id: number, type: string) =>
  (await requests.history(id)).filter((event) => event.type === type).map((event) => event.detail);

// Each waits on real texts through the double; under a loaded machine that takes seconds.
describe.each(engines)("texts to the driver on %s", { timeout: 30_000 }, (engine) => {
  it("texts a new roadside request's driver: the reference, the status page, the business and how to stop", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms);
    const { request } = await requests.save(roadside());
    sender.requestStored(request);
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5000, interval: 20 });
    const [text] = sms.texts;
    expect(text!.to).toBe("+15195550133");
    expect(text!.from).toBe("+15195550100");
    expect(text!.body).toContain(`R-${request.id}`);
    expect(text!.body).toContain(`https://www.example.com/request/${request.statusToken}`);
    expect(text!.body).toMatch(/^Southern Ontario Mobile Diesel: /);
    expect(text!.body).toMatch(/Reply STOP to opt out\.$/);
    await sender.idle();
    expect(await history(requests, request.id, "text-sent")).toEqual([
      expect.stringMatching(/^received: to 519-555-0133 \(SM[0-9a-f]{32}, queued\)$/),
    ]);
  });

  it("texts nobody who did not ask, whose number takes no texts, or who is spam; nor anybody when texts are off", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms);
    sender.start();
    for (const overrides of [
      { textsWanted: false },
      { phone: "1-800-555-0199" },
      { phone: "call me" },
      { spamReason: "honeypot filled" },
    ]) {
      sender.requestStored((await requests.save(roadside(overrides))).request);
    }
    const off = await process(await newDatabase(engine), null);
    off.sender.requestStored((await off.requests.save(roadside())).request);
    await Promise.all([sender.idle(), off.sender.idle()]);
    await nextSweeps(2);
    expect(sms.texts).toHaveLength(0);
  });

  it("sends no 'received' text for a request from a busy address, and texts its driver once the owner assigns it", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms);
    sender.start();
    const { request } = await requests.save(roadside({ textsWanted: true, suspect: true }));
    sender.requestStored(request);
    await sender.idle();
    await nextSweeps(2);
    expect(sms.texts).toHaveLength(0);
    expect(await history(requests, request.id, "text-cancelled")).toEqual([
      expect.stringContaining("the request came from a busy address: texts start when the owner acts on it"),
    ]);
    sender.dispatchChanged(
      (await requests.setDispatch(request.id, { status: "dispatched", technician: "Mike", arrivalAt: null }, "owner@example.com"))!,
    );
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(sms.texts[0]!.body).toContain("Mike");
  });

  it("folds changes made close together into one text, the latest, with who is coming and when", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms, { foldMs: 600 });
    sender.start();
    const { request } = await requests.save(roadside({ textsWanted: true }));
    sender.requestStored(request);
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5000, interval: 20 });
    const arrivalAt = "2026-11-27T08:45:00.000Z"; // 3:45 AM in Toronto
    const assigned = await requests.setDispatch(
      request.id,
      { status: "dispatched", technician: "Mike", arrivalAt: null },
      "owner@example.com",
    );
    sender.dispatchChanged(assigned!);
    const coming = await requests.setDispatch(request.id, { status: "on-the-way", technician: "Mike", arrivalAt }, "owner@example.com");
    sender.dispatchChanged(coming!);
    await vi.waitFor(() => expect(sms.texts).toHaveLength(2), { timeout: 5000, interval: 20 });
    await nextSweeps(2);
    expect(sms.texts).toHaveLength(2);
    expect(sms.texts[1]!.body).toContain(`Mike is on the way to you, arriving about 3:45 AM (R-${request.id})`);
    await sender.idle();
    expect(await history(requests, request.id, "text-sent")).toHaveLength(2);
  });

  it("texts in the order things happened with the default fold: assigned, the reply, the estimate, never the reply first", async () => {
    const sms = await startSms();
    const foldMs = parseEnv({}).SMS_FOLD_SECONDS * 1000;
    expect(foldMs).toBeLessThanOrEqual(10_000);
    const { requests, messages, sender } = await process(await newDatabase(engine), sms, { foldMs });
    sender.start();
    const { request } = await requests.save(roadside());
    sender.requestStored(request);
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5000, interval: 20 });
    // The owner assigns Mike, then at once replies and sends the estimate (the order of events).
    const assigned = await requests.setDispatch(
      request.id,
      { status: "dispatched", technician: "Mike", arrivalAt: "2026-11-28T00:32:00.000Z" },
      "owner@example.com",
    );
    sender.dispatchChanged(assigned!);
    await sender.idle();
    const { message } = await messages.add({ request: request.id, sender: "owner", via: "page", body: "Mike has the air dryer." });
    const asked = Date.now();
    sender.replied(assigned!, message.id, false);
    sender.estimateSent(assigned!, 1);
    await vi.waitFor(() => expect(sms.texts).toHaveLength(4), { timeout: 8000, interval: 20 });
    // The reply ended the fold: nobody waited out the 10 s for "assigned".
    expect(Date.now() - asked).toBeLessThan(foldMs);
    expect(sms.texts.map((text) => text.body.split("\n")[0])).toEqual([
      expect.stringContaining(`we got your roadside request R-${request.id}`),
      expect.stringContaining(`Mike is assigned to R-${request.id}, arriving about 7:32 PM`),
      expect.stringContaining("dispatcher, about R-"),
      expect.stringContaining("your estimate for R-"),
    ]);
    expect(sms.texts[3]!.body).toContain("$609.01 with HST");
    await nextSweeps(2);
    expect(sms.texts).toHaveLength(4);
  });

  it("holds a text back while one owed before it still waits (a retry's back-off), then sends both in order", async () => {
    const sms = await startSms();
    const { requests, texts } = await process(await newDatabase(engine), sms);
    const { request } = await requests.save(roadside());
    // The "received" text failed once and waits for its retry; the owner's reply is owed meanwhile.
    await texts.owe(request.id, "received", Date.now() + 400);
    await texts.owe(request.id, "reply-1", Date.now());
    expect(await texts.claimDue(60_000, request.id)).toBeNull();
    await vi.waitFor(async () => expect((await texts.claimDue(60_000, request.id))?.step).toBe("received"), {
      timeout: 5000,
      interval: 50,
    });
    // Claimed and in flight, it still holds the reply back until it is sent.
    expect(await texts.claimDue(60_000, request.id)).toBeNull();
    const claimed = (await texts.texts(request.id)).find((text) => text.step === "received");
    expect(claimed?.sentAt).toBeNull();
  });

  it("never texts one step twice, and nothing after STOP", async () => {
    const sms = await startSms();
    // Not started (no sweeps): with no fold, everything it does is work idle() waits for.
    const { requests, texts, sender } = await process(await newDatabase(engine), sms);
    const { request } = await requests.save(roadside());
    const step = async (status: "on-the-way" | "contacted" | "done") => {
      sender.dispatchChanged(
        (await requests.setDispatch(request.id, { status, technician: "Ana", arrivalAt: null }, "owner@example.com"))!,
      );
      await sender.idle();
    };
    await step("on-the-way");
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5000, interval: 20 });
    await step("contacted");
    await step("on-the-way");
    await sender.idle();
    expect(sms.texts).toHaveLength(1);
    await texts.stopTexts("+15195550133");
    await step("done");
    await sender.idle();
    await sender.idle();
    expect(sms.texts).toHaveLength(1);
    expect(await history(requests, request.id, "text-cancelled")).toContain("completed: the driver replied STOP");
    await texts.resumeTexts("+15195550133");
    expect(await texts.textsStopped("+15195550133")).toBe(false);
  });

  it("retries a text the provider could not take, and gives up at once on one it refuses for good", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms, { backoffMs: () => 300 });
    // Each failure is logged for the server's operator; here it is expected.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    sms.answerWith(500);
    sender.start();
    const { request } = await requests.save(roadside());
    sender.requestStored(request);
    await vi.waitFor(async () => expect(await history(requests, request.id, "text-failed")).toHaveLength(1), {
      timeout: 5000,
      interval: 20,
    });
    sms.answerWith(201);
    // The back-off (here 300 ms; 10 s in production, below) over, the next sweep sends it.
    await vi.waitFor(() => expect(sms.texts).toHaveLength(1), { timeout: 5_000, interval: 20 });
    sms.answerWith(400);
    const refused = (await requests.save(roadside({ phone: "226-555-0177" }))).request;
    sender.requestStored(refused);
    await vi.waitFor(async () => expect(await history(requests, refused.id, "text-cancelled")).toHaveLength(1), {
      timeout: 5000,
      interval: 20,
    });
    await nextSweeps(2);
    expect(await history(requests, refused.id, "text-failed")).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Text for request #\d+ \(received\) failed \(will retry\): the SMS provider answered 500/),
    );
  });

  it("waits 10 s before trying a failed text again, doubling each time, at most 10 minutes", () => {
    expect([1, 2, 3, 7, 20].map(retryBackoffMs)).toEqual([10_000, 20_000, 40_000, 600_000, 600_000]);
  });

  it("texts one number at most three 'received' texts a day, and never the business's own numbers", async () => {
    const sms = await startSms();
    const { requests, sender } = await process(await newDatabase(engine), sms);
    const stored = [];
    for (let i = 0; i < 4; i++) stored.push((await requests.save(roadside({ phone: "519-555-0555" }))).request);
    for (const request of stored) {
      sender.requestStored(request);
      await sender.idle();
    }
    const own = (await requests.save(roadside({ phone: "519-555-0100" }))).request;
    sender.requestStored(own);
    await sender.idle();
    expect(sms.texts.map((text) => text.to)).toEqual(["+15195550555", "+15195550555", "+15195550555"]);
    expect(await history(requests, stored[3]!.id, "text-cancelled")).toEqual([
      "received: 3 requests from this number were texted in the last 24 hours already",
    ]);
    expect(await history(requests, own.id, "text-cancelled")).toEqual(["received: that is the business's own number"]);
  });

  it("owes, at its sweep, what a process that died between a change and its text never owed", async () => {
    const sms = await startSms();
    const database = await newDatabase(engine);
    // The dead process stored the request and moved it on, and died before owing either text.
    const dead = await process(database, sms);
    const { request } = await dead.requests.save(roadside({ phone: "519-555-0444" }));
    const quiet = (await dead.requests.save(roadside({ phone: "519-555-0445", textsWanted: false }))).request;
    const alive = await process(database, sms, { connection: engine === "sqlite" ? dead.connection : undefined });
    alive.sender.start();
    await vi.waitFor(() => expect(sms.texts.map((text) => text.to)).toEqual(["+15195550444"]), { timeout: 10_000, interval: 50 });
    await dead.requests.setDispatch(request.id, { status: "on-the-way", technician: "Ana", arrivalAt: null }, "owner@example.com");
    await vi.waitFor(() => expect(sms.texts).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect(sms.texts[1]!.body).toContain("Ana is on the way to you");
    await nextSweeps(2);
    expect(sms.texts).toHaveLength(2);
    expect(sms.texts.some((text) => text.to === `+1${quiet.phone.replace(/\D/g, "")}`)).toBe(false);
  });

  it("sends each text once from two processes, and a killed process's text from the other", async () => {
    const sms = await startSms();
    const database = await newDatabase(engine);
    // A claim outlives a send on a busy machine (5 s; production's is NOTIFY_LEASE_SECONDS): a
    // lease shorter than one send lets the other process take a text still being sent.
    const a = await process(database, sms, { leaseMs: 5000 });
    const b = await process(database, sms, { leaseMs: 5000, connection: engine === "sqlite" ? a.connection : undefined });
    const stored = [];
    for (let i = 0; i < 20; i++) stored.push((await a.requests.save(roadside({ phone: `519-555-${String(1000 + i)}` }))).request);
    for (const request of stored) {
      a.sender.requestStored(request);
      b.sender.requestStored(request);
    }
    a.sender.start();
    b.sender.start();
    await vi.waitFor(() => expect(sms.texts).toHaveLength(20), { timeout: 10_000, interval: 50 });
    await Promise.all([a.sender.idle(), b.sender.idle()]);
    await nextSweeps(2);
    expect(new Set(sms.texts.map((text) => text.to)).size).toBe(20);
    expect(sms.texts).toHaveLength(20);

    // A process claims a text and dies before sending it: its claim runs out, another process sends
    // it once. The senders running so far stop first, so the dying one's claim is sure to be first.
    await Promise.all([a.sender.stop(), b.sender.stop()]);
    const { request: orphan } = await a.requests.save(roadside({ phone: "519-555-0999" }));
    await a.texts.owe(orphan.id, "received", Date.now());
    const claimed = await a.texts.claimDue(1000, orphan.id);
    expect(claimed).not.toBeNull();
    const c = await process(database, sms, { leaseMs: 5000, connection: engine === "sqlite" ? a.connection : undefined });
    c.sender.start();
    await vi.waitFor(() => expect(sms.texts.filter((text) => text.to === "+15195550999")).toHaveLength(1), { timeout: 5000, interval: 50 });
    await c.sender.idle();
    await nextSweeps(2);
    expect(sms.texts.filter((text) => text.to === "+15195550999")).toHaveLength(1);
  });
});
