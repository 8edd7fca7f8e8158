import { createBackgroundWork } from "../background-work";
import type { HeardEvent } from "./events";

/**
 * An event as it is taken: whole (a beacon's), or as a function that makes it when the batch is
 * written (a served page: whether it is a view at all, and from whom, is worked out then, so the
 * answer's path does no more than push it). `from` is the address it came from, as sent: one
 * address's share of the memory is counted by it.
 */
export type PendingEvent = HeardEvent | (() => HeardEvent | null);

export interface CountRecorder {
  /** Takes an event into memory: nothing here waits for the database, so nothing a visitor waits for. */
  record(from: string, event: PendingEvent): void;
  /** Writes what is in memory now (in the background; resolves once written). */
  flush(): Promise<void>;
  /** Stops taking events and writes the last ones: the server's close waits for it. */
  stop(): Promise<void>;
}

export interface RecorderSettings {
  /** How often the events in memory are written, in one batch. */
  flushMs: number;
  /** At most this many events wait in memory; more are dropped until the next write. */
  maxPending: number;
  /** At most this many from one address wait in memory: one address's flood cannot crowd out everyone else. */
  perAddress: number;
}

/**
 * Counting adds nothing a visitor waits for: an event is pushed onto a list in memory, and the
 * list is written every few seconds, in one batch, off the response's path. Memory and the work
 * of writing stay bounded whatever arrives (200 events in 2 s is 100 page views a second, far
 * beyond this site's busiest minute; a flood past it is not counted); a write that fails is
 * logged and its events are lost (a count, never a request).
 */
export function createCountRecorder(
  write: (batch: readonly HeardEvent[]) => Promise<unknown>,
  { flushMs = 2000, maxPending = 200, perAddress = 50 }: Partial<RecorderSettings> = {},
): CountRecorder {
  const work = createBackgroundWork("counts", "Counts could not be written:");
  let pending: PendingEvent[] = [];
  let fromAddress = new Map<string, number>();
  let lastDropWarning = 0;

  /** Writes what is in memory: the events of served pages are worked out now, off their answers' path. */
  async function writePending(): Promise<void> {
    const taken = pending;
    pending = [];
    fromAddress = new Map();
    if (taken.length === 0) return;
    await write(taken.map((event) => (typeof event === "function" ? event() : event)).filter((event) => event !== null));
  }

  work.every(flushMs, writePending);
  return {
    record(from, event) {
      if (work.stopped) return;
      const seen = (fromAddress.get(from) ?? 0) + 1;
      if (seen > perAddress) return;
      if (pending.length >= maxPending) {
        if (Date.now() - lastDropWarning > 3600_000) {
          lastDropWarning = Date.now();
          console.warn(`Counts: more than ${maxPending} events in ${flushMs} ms; the rest are not counted.`);
        }
        return;
      }
      fromAddress.set(from, seen);
      pending.push(event);
    },
    async flush() {
      await work.idle();
      work.track(writePending());
      await work.idle();
    },
    async stop() {
      await work.stop();
      // The last events, after any write under way.
      await writePending().catch((error: unknown) => console.error("Counts could not be written:", error));
    },
  };
}
