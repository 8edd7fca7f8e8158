import { sql, type Kysely } from "kysely";
import type { Tables } from "../db/tables";
import { countedEvent, type CountedEvent, type HeardEvent } from "./events";
import { addressHash, newSalt, visitorHash } from "./visitor-hash";

export interface CountLimits {
  /** Events counted per visitor (hash) per day; more from them that day are dropped. */
  visitorDaily: number;
  /**
   * Events counted per address per day, whatever browser it says it is (a script posing as ever
   * new browsers is one address); several phones may share one (a truck stop's Wi-Fi, a carrier).
   */
  addressDaily: number;
  /** Events counted per day from everyone together: the raw rows a day can add, whatever the flood. */
  daily: number;
}

export interface CountStore {
  /** Writes a batch: robots left out, each visitor hashed with the day's salt, both limits applied. Answers how many were counted. */
  write(batch: readonly HeardEvent[]): Promise<number>;
}

/** Rows per statement, well under both engines' limits on bound values. */
const chunk = <T>(rows: readonly T[], size = 200): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, (index + 1) * size));

/**
 * The raw side of the counts, shared by every process on the database: the day's salt (made by
 * whichever process needs it first, the same for all), the visitors' hashes with their events
 * that day, and the raw events. Both limits are counted in the database, so several processes
 * share them.
 */
export function createCountStore(
  db: Kysely<Tables>,
  { siteHost, pageOf, limits }: { siteHost: string; pageOf: (path: string) => string; limits: CountLimits },
): CountStore {
  const salts = new Map<string, string>();
  /** Days that have taken their limit, as this process learnt: their events are dropped before any work. */
  const fullDays = new Set<string>();

  function dayIsFull(day: string) {
    if (fullDays.has(day)) return;
    fullDays.add(day);
    console.warn(
      `Counts: ${day} has reached its limit of ${limits.daily} events (COUNTS_DAILY_LIMIT); the rest of the day is not counted.`,
    );
  }

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    await db
      .insertInto("count_salts")
      .values({ day, salt: newSalt() })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const { salt } = await db.selectFrom("count_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    salts.set(day, salt);
    return salt;
  }

  return {
    async write(batch) {
      const events = batch
        .map((heard) => countedEvent(heard, { pageOf, siteHost }))
        // A day that has taken its limit takes nothing more: no hash, no row.
        .filter((event): event is CountedEvent => event !== null && !fullDays.has(event.day));
      if (events.length === 0) return 0;
      const days = [...new Set(events.map((event) => event.day))];
      // Only the days in hand stay in memory: yesterday's salt is forgotten here as it is deleted there.
      for (const day of salts.keys()) if (!days.includes(day)) salts.delete(day);
      for (const day of fullDays) if (!days.includes(day)) fullDays.delete(day);
      const saltByDay = new Map(await Promise.all(days.map(async (day) => [day, await saltOf(day)] as const)));

      return db.transaction().execute(async (trx) => {
        // The day's room first: past its limit, a flood adds neither events nor visitors.
        const room = new Map<string, number>();
        for (const day of days) {
          const row = await trx.selectFrom("count_salts").select("accepted").where("day", "=", day).executeTakeFirst();
          const left = limits.daily - Number(row?.accepted ?? 0);
          if (left > 0) room.set(day, left);
          else dayIsFull(day);
        }
        // Each address's events of the day so far, this batch's included: past its limit, the rest are dropped.
        const byAddress = new Map<string, { day: string; address: string; events: CountedEvent[] }>();
        for (const event of events) {
          if (!room.has(event.day)) continue;
          const address = addressHash(saltByDay.get(event.day)!, siteHost, event.address);
          const key = `${event.day} ${address}`;
          const entry = byAddress.get(key) ?? byAddress.set(key, { day: event.day, address, events: [] }).get(key)!;
          entry.events.push(event);
        }
        const fromAddresses: CountedEvent[] = [];
        for (const rows of chunk([...byAddress.values()])) {
          const totals = await trx
            .insertInto("count_addresses")
            .values(rows.map(({ day, address, events: theirs }) => ({ day, address, events: theirs.length })))
            .onConflict((conflict) =>
              conflict.columns(["day", "address"]).doUpdateSet({ events: sql<number>`count_addresses.events + excluded.events` }),
            )
            .returning(["day", "address", "events"])
            .execute();
          for (const { day, address, events: total } of totals) {
            const theirs = byAddress.get(`${day} ${address}`)!.events;
            fromAddresses.push(...theirs.slice(0, Math.max(0, limits.addressDaily - (Number(total) - theirs.length))));
          }
        }
        const byVisitor = new Map<string, { day: string; visitor: string; events: CountedEvent[] }>();
        for (const event of fromAddresses) {
          const visitor = visitorHash(saltByDay.get(event.day)!, siteHost, event.address, event.userAgent);
          const key = `${event.day} ${visitor}`;
          const entry = byVisitor.get(key) ?? byVisitor.set(key, { day: event.day, visitor, events: [] }).get(key)!;
          entry.events.push(event);
        }
        // Each visitor's events of the day so far, this batch's included: past the limit, theirs are dropped.
        const kept: CountedEvent[] = [];
        for (const rows of chunk([...byVisitor.values()])) {
          const totals = await trx
            .insertInto("count_visitors")
            .values(rows.map(({ day, visitor, events: mine }) => ({ day, visitor, events: mine.length })))
            .onConflict((conflict) =>
              conflict.columns(["day", "visitor"]).doUpdateSet({ events: sql<number>`count_visitors.events + excluded.events` }),
            )
            .returning(["day", "visitor", "events"])
            .execute();
          for (const { day, visitor, events: total } of totals) {
            const mine = byVisitor.get(`${day} ${visitor}`)!.events;
            const before = Number(total) - mine.length;
            kept.push(...mine.slice(0, Math.max(0, limits.visitorDaily - before)));
          }
        }
        // The day's events from everyone, up to its limit (another process may have taken some meanwhile).
        const counted: CountedEvent[] = [];
        for (const [day, left] of room) {
          const mine = kept.filter((event) => event.day === day);
          if (mine.length === 0) continue;
          const row = await trx
            .updateTable("count_salts")
            .set({ accepted: sql<number>`accepted + ${mine.length}` })
            .where("day", "=", day)
            .returning("accepted")
            .executeTakeFirst();
          const taken = Math.min(left, Math.max(0, limits.daily - (Number(row?.accepted ?? mine.length) - mine.length)));
          if (taken < mine.length) dayIsFull(day);
          counted.push(...mine.slice(0, taken));
        }
        for (const rows of chunk(counted)) {
          await trx
            .insertInto("count_events")
            .values(
              rows.map((event) => ({
                day: event.day,
                kind: event.kind,
                page: event.page,
                source: event.source,
                utm_source: event.utmSource,
                utm_campaign: event.utmCampaign,
              })),
            )
            .execute();
        }
        return counted.length;
      });
    },
  };
}
