import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { engines, openTestDatabase } from "../../../tests/test-database";
import type { SiteDatabase } from "../db/database";
import { createRequestStore } from "../requests/store";
import type { HeardEvent } from "./events";
import { foldCounts, keepCountDays, startCountFolding } from "./fold";
import { otherPage, pageNamer } from "./page-names";
import { countReport } from "./report";
import { createCountStore } from "./store";

const chrome = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const address = "198.51.100.23";
const siteHost = "www.example.com";
const pageOf = pageNamer(["/", "/contact", "/roadside", "/service-areas/diesel-mechanic-hamilton"]);
/** Mid-morning in Ontario on 20 November 2026 (15:00 UTC is 10:00 EST). */
const nov20 = Date.parse("2026-11-20T15:00:00.000Z");
const hours = (count: number) => count * 3600_000;

const heard = (overrides: Partial<HeardEvent> = {}): HeardEvent => ({
  kind: "view",
  at: nov20,
  path: "/",
  arrival: { referer: null, query: "" },
  host: "127.0.0.1:3000",
  address,
  userAgent: chrome,
  ...overrides,
});

async function site(engine: (typeof engines)[number], limits = { visitorDaily: 100, addressDaily: 500, daily: 20_000 }) {
  const database = await openTestDatabase(engine);
  const store = createCountStore(database.db, { siteHost, pageOf, limits });
  const report = (dayCount: number, now = nov20) => countReport(database.db, { dayCount, now, pageOf, siteHost });
  return { database, store, report };
}

const rows = async (database: SiteDatabase, table: string) =>
  (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(database.db)).rows;

describe.each(engines)("counts on %s", (engine) => {
  it("counts a visitor once a day by a salted hash; a new day has a new salt, and the old one is deleted once the day is over", async () => {
    const { database, store, report } = await site(engine);
    await store.write([heard(), heard({ path: "/contact" }), heard({ at: nov20 + hours(2), path: "/roadside" })]);
    const [day1Salt] = await rows(database, "count_salts");
    expect(day1Salt).toMatchObject({ day: "2026-11-20" });
    const [visitor] = await rows(database, "count_visitors");
    expect(await rows(database, "count_visitors")).toHaveLength(1);
    expect((await report(1)).total).toMatchObject({ views: 3, visitors: 1 });

    // The same phone the next day: another salt, so another hash that cannot be matched with yesterday's.
    const nov21 = nov20 + hours(24);
    await store.write([heard({ at: nov21 })]);
    const salts = await rows(database, "count_salts");
    expect(salts.map((row) => row.day)).toEqual(["2026-11-20", "2026-11-21"]);
    expect(salts[1]!.salt).not.toBe(day1Salt!.salt);
    const visitors = await rows(database, "count_visitors");
    expect(visitors.find((row) => row.day === "2026-11-21")!.visitor).not.toBe(visitor!.visitor);

    // Once 20 November is over, its salt and its hashes go; only how many visitors it had stays.
    const folded = await foldCounts(database.db, nov21);
    expect(folded.closedDays).toEqual(["2026-11-20"]);
    expect((await rows(database, "count_salts")).map((row) => row.day)).toEqual(["2026-11-21"]);
    expect((await rows(database, "count_visitors")).map((row) => row.day)).toEqual(["2026-11-21"]);
    expect((await rows(database, "count_addresses")).map((row) => row.day)).toEqual(["2026-11-21"]);
    expect(await rows(database, "count_days")).toEqual([{ day: "2026-11-20", visitors: 1 }]);
    const twoDays = await report(2, nov21);
    expect(twoDays.byDay.map(({ day, views, visitors: count }) => ({ day, views, visitors: count }))).toEqual([
      { day: "2026-11-20", views: 3, visitors: 1 },
      { day: "2026-11-21", views: 1, visitors: 1 },
    ]);
  });

  it("keeps no address and no user agent in any counts table: only the day's hash of them", async () => {
    const { database, store } = await site(engine);
    await store.write([heard(), heard({ kind: "call", arrival: { landing: { ref: "www.google.ca" } } })]);
    await foldCounts(database.db, nov20);
    await store.write([heard({ kind: "text" })]);
    for (const table of ["count_salts", "count_visitors", "count_addresses", "count_events", "count_totals", "count_days"]) {
      const text = JSON.stringify(await rows(database, table));
      expect(text, table).not.toContain(address);
      expect(text, table).not.toContain("Chrome");
      expect(text, table).not.toContain("Android");
    }
  });

  it("leaves robots out: no user agent, or one the isbot list knows", async () => {
    const { store, report } = await site(engine);
    const counted = await store.write([
      heard({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      heard({ userAgent: "curl/8.5.0" }),
      heard({ userAgent: "" }),
      heard(),
    ]);
    expect(counted).toBe(1);
    expect((await report(1)).total.views).toBe(1);
  });

  it("counts at most the limit per visitor a day, and at most the day's limit from everyone: a flood adds a bounded number of rows", async () => {
    const { database, store, report } = await site(engine, { visitorDaily: 5, addressDaily: 25, daily: 12 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const flood = Array.from({ length: 200 }, () => heard({ kind: "call", arrival: { landing: { ref: "" } } }));
    expect(await store.write(flood.slice(0, 100))).toBe(5);
    expect(await store.write(flood.slice(100))).toBe(0);
    expect((await report(1)).total.calls).toBe(5);
    // Many addresses: the day's limit holds whatever their number.
    const many = Array.from({ length: 40 }, (_, index) => heard({ address: `203.0.113.${index + 1}` }));
    expect(await store.write(many)).toBe(7);
    expect(await rows(database, "count_events")).toHaveLength(12);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("limit of 12 events"));
    // Once the day is full, a flood from ever new addresses adds no visitor rows either.
    const visitors = (await rows(database, "count_visitors")).length;
    const more = Array.from({ length: 40 }, (_, index) => heard({ address: `192.0.2.${index + 1}` }));
    expect(await store.write(more)).toBe(0);
    // Another process learns it from the database.
    const otherProcess = createCountStore(database.db, { siteHost, pageOf, limits: { visitorDaily: 5, addressDaily: 25, daily: 12 } });
    expect(await otherProcess.write(more)).toBe(0);
    expect(await rows(database, "count_visitors")).toHaveLength(visitors);
    // Tomorrow counts again.
    expect(await store.write([heard({ at: nov20 + hours(24) })])).toBe(1);
  });

  it("counts at most the limit per address a day, however many browsers it says it is", async () => {
    const { database, store, report } = await site(engine, { visitorDaily: 5, addressDaily: 12, daily: 1000 });
    // One machine posing as 40 browsers, 3 taps each: 12 counted, not 40 × 3.
    const posing = Array.from({ length: 120 }, (_, index) => heard({ kind: "call", userAgent: `${chrome} Fake/${index % 40}` }));
    expect(await store.write(posing.slice(0, 60))).toBe(12);
    expect(await store.write(posing.slice(60))).toBe(0);
    expect((await report(1)).total.calls).toBe(12);
    // Another address is not held back by it, and the addresses are stored as the day's hashes only.
    expect(await store.write([heard({ kind: "call", address: "192.0.2.44" })])).toBe(1);
    const stored = JSON.stringify(await rows(database, "count_addresses"));
    expect(stored).not.toContain(address);
    expect(stored).not.toContain("192.0.2.44");
  });

  it("lists the first 25 sources and tagged links one by one and sums the rest, so made-up ones cannot make the page endless", async () => {
    const { store, report } = await site(engine);
    await store.write(
      Array.from({ length: 30 }, (_, index) =>
        heard({
          address: `192.0.2.${index + 1}`,
          arrival: { referer: `https://site-${String(index).padStart(2, "0")}.example/`, query: `?utm_source=tag${index}` },
        }),
      ),
    );
    const { bySource, moreSources, byCampaign, moreCampaigns, total } = await report(1);
    expect(bySource).toHaveLength(25);
    expect(moreSources).toEqual({ count: 5, views: 5, calls: 0, texts: 0, forms: 0, requests: 0 });
    expect(byCampaign).toHaveLength(25);
    expect(moreCampaigns).toMatchObject({ count: 5, views: 5 });
    expect(total.views).toBe(30);
  });

  it("folds raw events into daily totals and deletes them, and reads the same numbers before and after", async () => {
    const { database, store, report } = await site(engine);
    await store.write([
      heard({ path: "/service-areas/diesel-mechanic-hamilton", arrival: { referer: "https://www.google.ca/", query: "" } }),
      heard({ path: "/roadside", arrival: { referer: "http://127.0.0.1:3000/service-areas/diesel-mechanic-hamilton", query: "" } }),
      heard({ kind: "call", path: "/roadside", arrival: { landing: { ref: "www.google.ca" } } }),
      heard({ path: "/", arrival: { referer: null, query: "?utm_source=Flyer&utm_campaign=spring" }, address: "192.0.2.9" }),
      heard({
        kind: "form",
        path: "/",
        arrival: { landing: { ref: "", utm_source: "flyer", utm_campaign: "spring" } },
        address: "192.0.2.9",
      }),
      heard({ path: "/no-such-page" }),
    ]);
    const before = await report(7);
    await foldCounts(database.db, nov20);
    expect(await rows(database, "count_events")).toEqual([]);
    const after = await report(7);
    expect(after).toEqual(before);
    expect(after.total).toMatchObject({ views: 4, calls: 1, forms: 1, visitors: 2 });
    expect(after.byPage.find((line) => line.page === "/roadside")).toMatchObject({ views: 1, calls: 1 });
    expect(after.byPage.find((line) => line.page === otherPage)).toMatchObject({ views: 1 });
    // Entries from a source; the move from the city page to /roadside is no source.
    expect(after.bySource.find((line) => line.source === "search: Google")).toMatchObject({ views: 1, calls: 1 });
    expect(after.bySource.find((line) => line.source === "direct")).toMatchObject({ views: 2, forms: 1 });
    expect(after.byCampaign).toEqual([expect.objectContaining({ utmSource: "flyer", utmCampaign: "spring", views: 1, forms: 1 })]);
    // Folding again adds to the totals, never replaces them.
    await store.write([heard({ path: "/roadside" })]);
    await foldCounts(database.db, nov20);
    expect((await report(7)).byPage.find((line) => line.page === "/roadside")?.views).toBe(2);
  });

  it("reports the requests of the period by the page and source each was sent from, spam left out", async () => {
    const { database, report } = await site(engine);
    const requests = createRequestStore(database);
    const base = { kind: "quote" as const, name: "Dave", email: "", phone: "519-555-0190", message: "Brakes" };
    await requests.save({
      ...base,
      requestId: "a".repeat(32),
      source: { page: "/service-areas/diesel-mechanic-hamilton", referrerHost: "www.google.ca", utmSource: "flyer", utmCampaign: "spring" },
    });
    await requests.save({
      ...base,
      requestId: "b".repeat(32),
      kind: "roadside",
      source: { page: "/roadside", referrerHost: "", utmSource: null, utmCampaign: null },
    });
    await requests.save({ ...base, requestId: "c".repeat(32) });
    await requests.save({
      ...base,
      requestId: "d".repeat(32),
      spamReason: "honeypot filled",
      source: { page: "/roadside", referrerHost: "", utmSource: null, utmCampaign: null },
    });
    const now = Date.now();
    const { total, byPage, bySource, byCampaign } = await report(7, now);
    expect(total).toMatchObject({ requests: 3, quoteRequests: 2, roadsideRequests: 1 });
    expect(byPage.find((line) => line.page === "/service-areas/diesel-mechanic-hamilton")?.requests).toBe(1);
    expect(byPage.find((line) => line.page === "/roadside")?.requests).toBe(1);
    expect(byPage.find((line) => line.page === "(not known)")?.requests).toBe(1);
    expect(bySource.find((line) => line.source === "search: Google")?.requests).toBe(1);
    expect(bySource.find((line) => line.source === "direct")?.requests).toBe(1);
    expect(bySource.at(-1)).toMatchObject({ source: "", requests: 1 });
    expect(byCampaign).toEqual([expect.objectContaining({ utmSource: "flyer", requests: 1 })]);
  });

  it("folds once per interval across processes: the run is claimed in the database like the backups", async () => {
    const { database, store } = await site(engine);
    await store.write([heard({ at: Date.now() })]);
    const first = startCountFolding(database.db);
    await first.stop();
    expect(await rows(database, "count_events")).toEqual([]);
    // Another process starting now finds the fold done for this interval and leaves the new events for the next one.
    await store.write([heard({ at: Date.now() })]);
    const second = startCountFolding(database.db);
    await second.stop();
    expect(await rows(database, "count_events")).toHaveLength(1);
    const [run] = await rows(database, "scheduled_runs");
    expect(run).toMatchObject({ job: "counts", claimed_until: null, last_detail: "1 events folded" });
  });

  it(`removes daily totals and visitor counts older than ${keepCountDays} days`, async () => {
    const { database, store } = await site(engine);
    await store.write([heard()]);
    await foldCounts(database.db, nov20 + hours(24));
    expect(await rows(database, "count_totals")).toHaveLength(1);
    await foldCounts(database.db, nov20 + hours(24 * (keepCountDays - 1)));
    expect(await rows(database, "count_totals")).toHaveLength(1);
    await foldCounts(database.db, nov20 + hours(24 * keepCountDays));
    expect(await rows(database, "count_totals")).toEqual([]);
    expect(await rows(database, "count_days")).toEqual([]);
  });
});
