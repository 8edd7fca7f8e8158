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

/** A day's tally of one address's or one visitor's events: what this batch adds, and the total after. */
interface TallyAdded {
  day: string;
  key: string;
  events: number;
}

/**
 * The events that stay within a daily limit per key (an address or a visitor hash): each key's
 * events of the batch are added to its row of the day in one statement per chunk, and of the
 * total that answers (other batches and processes included), only those up to the limit are kept.
 */
async function keepWithinTally(
  events: readonly CountedEvent[],
  keyOf: (event: CountedEvent) => string,
  limit: number,
  addToTally: (rows: TallyAdded[]) => Promise<{ day: string; key: string; total: number }[]>,
): Promise<CountedEvent[]> {
  const groups = new Map<string, { day: string; key: string; events: CountedEvent[] }>();
  for (const event of events) {
    const key = keyOf(event);
    const id = `${event.day} ${key}`;
    const group = groups.get(id) ?? groups.set(id, { day: event.day, key, events: [] }).get(id)!;
    group.events.push(event);
  }
  const kept: CountedEvent[] = [];
  for (const rows of chunk([...groups.values()])) {
    const totals = await addToTally(rows.map(({ day, key, events: theirs }) => ({ day, key, events: theirs.length })));
    for (const { day, key, total } of totals) {
      const theirs = groups.get(`${day} ${key}`)!.events;
      const before = total - theirs.length;
      kept.push(...theirs.slice(0, Math.max(0, limit - before)));
    }
  }
  return kept;
}

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
        const fromAddresses = await keepWithinTally(
          events.filter((event) => room.has(event.day)),
          (event) => addressHash(saltByDay.get(event.day)!, siteHost, event.address),
          limits.addressDaily,
          async (rows) =>
            (
              await trx
                .insertInto("count_addresses")
                .values(rows.map(({ day, key, events: added }) => ({ day, address: key, events: added })))
                .onConflict((conflict) =>
                  conflict.columns(["day", "address"]).doUpdateSet({ events: sql<number>`count_addresses.events + excluded.events` }),
                )
                .returning(["day", "address", "events"])
                .execute()
            ).map(({ day, address, events: total }) => ({ day, key: address, total: Number(total) })),
        );
        // Each visitor's events of the day so far, this batch's included: past the limit, theirs are dropped.
        const kept = await keepWithinTally(
          fromAddresses,
          (event) => visitorHash(saltByDay.get(event.day)!, siteHost, event.address, event.userAgent),
          limits.visitorDaily,
          async (rows) =>
            (
              await trx
                .insertInto("count_visitors")
                .values(rows.map(({ day, key, events: added }) => ({ day, visitor: key, events: added })))
                .onConflict((conflict) =>
                  conflict.columns(["day", "visitor"]).doUpdateSet({ events: sql<number>`count_visitors.events + excluded.events` }),
                )
                .returning(["day", "visitor", "events"])
                .execute()
            ).map(({ day, visitor, events: total }) => ({ day, key: visitor, total: Number(total) })),
        );
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
