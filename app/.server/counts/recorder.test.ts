import { describe, expect, it, vi } from "vitest";
import type { HeardEvent } from "./events";
import { createCountRecorder } from "./recorder";

const event = (address: string): HeardEvent => ({
  kind: "view",
  at: Date.now(),
  path: "/",
  arrival: { referer: null, query: "" },
  host: "localhost",
  address,
  userAgent: "Mozilla/5.0",
});

describe("the counts' memory", () => {
  it("takes events without waiting and writes them in one batch; stopping writes the last ones", async () => {
    const batches: (readonly HeardEvent[])[] = [];
    const recorder = createCountRecorder(async (batch) => batches.push(batch), { flushMs: 60_000 });
    recorder.record("192.0.2.1", event("192.0.2.1"));
    recorder.record("192.0.2.2", event("192.0.2.2"));
    expect(batches).toEqual([]);
    await recorder.stop();
    expect(batches.map((batch) => batch.length)).toEqual([2]);
    recorder.record("192.0.2.3", event("192.0.2.3"));
    await recorder.flush();
    expect(batches).toHaveLength(1);
  });

  it("works out a served page's event when the batch is written, not as the page is answered; one that is no view is dropped", async () => {
    const batches: (readonly HeardEvent[])[] = [];
    const recorder = createCountRecorder(async (batch) => batches.push(batch), { flushMs: 60_000 });
    const made: string[] = [];
    recorder.record("192.0.2.1", () => (made.push("view"), event("192.0.2.1")));
    recorder.record("192.0.2.1", () => (made.push("prefetch"), null));
    expect(made).toEqual([]);
    await recorder.stop();
    expect(made).toEqual(["view", "prefetch"]);
    expect(batches.map((batch) => batch.length)).toEqual([1]);
  });

  it("holds a bounded number: one address cannot crowd out the others, nor everyone fill the memory", async () => {
    const batches: (readonly HeardEvent[])[] = [];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const recorder = createCountRecorder(async (batch) => batches.push(batch), { flushMs: 60_000, perAddress: 3, maxPending: 5 });
    for (let index = 0; index < 10; index++) recorder.record("203.0.113.9", event("203.0.113.9"));
    for (let index = 0; index < 10; index++) recorder.record(`198.51.100.${index}`, event(`198.51.100.${index}`));
    await recorder.flush();
    expect(batches[0]!.map((each) => each.address)).toEqual(["203.0.113.9", "203.0.113.9", "203.0.113.9", "198.51.100.0", "198.51.100.1"]);
    expect(warn).toHaveBeenCalledOnce();
    await recorder.stop();
  });

  it("logs a batch that cannot be written and goes on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const written: number[] = [];
    const recorder = createCountRecorder(
      async (batch) => {
        if (fail) throw new Error("database is locked");
        written.push(batch.length);
      },
      { flushMs: 60_000 },
    );
    recorder.record("192.0.2.1", event("192.0.2.1"));
    await recorder.flush();
    expect(error).toHaveBeenCalledWith("Counts could not be written:", expect.any(Error));
    fail = false;
    recorder.record("192.0.2.1", event("192.0.2.1"));
    await recorder.stop();
    expect(written).toEqual([1]);
  });
});
