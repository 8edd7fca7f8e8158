import { sql, type Kysely } from "kysely";
import type { CountTotalsTable, Tables } from "../db/tables";
import { addDays, lastDays, torontoDayOf } from "./days";
import { internalSource, sourceOfHost } from "./sources";

/** What happened on a page, from a source, on a day: the counts, and the requests stored. */
export interface CountLine {
  views: number;
  calls: number;
  texts: number;
  forms: number;
  /** Quote and roadside requests stored (spam left out). */
  requests: number;
}

export interface CountReport {
  /** The days covered, oldest first (Toronto days, today included). */
  days: string[];
  total: CountLine & { visitors: number; quoteRequests: number; roadsideRequests: number };
  byDay: (CountLine & { day: string; visitors: number })[];
  /** Every page with anything counted, the most viewed first. */
  byPage: (CountLine & { page: string })[];
  /**
   * Where visits began: a search engine, "direct", another site's host; "" for what is not known
   * (a tap or request whose visit's start the phone did not keep, a request sent without
   * JavaScript). Views there are entries to the site only: moving around it is no source.
   */
  bySource: (CountLine & { source: string })[];
  /** The sources past the first `shownLines` (by views), summed, with how many they are; null when none. */
  moreSources: MoreLines | null;
  /** The utm_source and utm_campaign of tagged links. */
  byCampaign: (CountLine & { utmSource: string; utmCampaign: string })[];
  /** The tagged links past the first `shownLines`, summed; null when none. */
  moreCampaigns: MoreLines | null;
}

/** The page a request without its page is listed under. */
const unknownPage = "(not known)";

/** Lines left out of a list, summed, and how many they are. */
export type MoreLines = CountLine & { count: number };

/**
 * How many sources and tagged links the report lists one by one: anyone can make up referring
 * sites and utm tags, and a flood of them must not make the owner's page endless.
 */
const shownLines = 25;

/** The first `limit` lines as they are, the rest summed into one. */
function firstLines<T extends CountLine>(lines: readonly T[], limit = shownLines): { lines: T[]; more: MoreLines | null } {
  if (lines.length <= limit) return { lines: [...lines], more: null };
  const more = { ...emptyLine(), count: lines.length - limit };
  for (const line of lines.slice(limit)) add(more, line);
  return { lines: lines.slice(0, limit), more };
}

const emptyLine = (): CountLine => ({ views: 0, calls: 0, texts: 0, forms: 0, requests: 0 });

function add(into: CountLine, from: Partial<CountLine>) {
  into.views += Number(from.views ?? 0);
  into.calls += Number(from.calls ?? 0);
  into.texts += Number(from.texts ?? 0);
  into.forms += Number(from.forms ?? 0);
  into.requests += Number(from.requests ?? 0);
}

/** Lines grouped by a key, kept in a map as they are added. */
function grouped<K extends string, Extra extends object>(make: (key: K) => Extra) {
  const lines = new Map<K, CountLine & Extra>();
  return {
    add(key: K, counts: Partial<CountLine>) {
      const line = lines.get(key) ?? lines.set(key, { ...emptyLine(), ...make(key) }).get(key)!;
      add(line, counts);
    },
    lines: () => [...lines.values()],
  };
}

const byViews = (a: CountLine, b: CountLine) => b.views - a.views || b.requests - a.requests || b.calls - a.calls;

/**
 * The owner's view of the last `dayCount` days: the folded totals and the raw events not folded
 * yet, read in one statement each so a fold running meanwhile is seen whole or not at all, and the
 * requests stored in those days with the page and source each was sent from.
 */
export async function countReport(
  db: Kysely<Tables>,
  { dayCount, now = Date.now(), pageOf, siteHost }: { dayCount: number; now?: number; pageOf: (path: string) => string; siteHost: string },
): Promise<CountReport> {
  const days = lastDays(dayCount, now);
  const from = days[0]!;
  const counted =
    await sql<CountTotalsTable>`SELECT day, page, source, utm_source, utm_campaign, views, calls, texts, forms FROM count_totals WHERE day >= ${from}
    UNION ALL
    SELECT day, page, source, utm_source, utm_campaign,
      SUM(CASE WHEN kind = 'view' THEN 1 ELSE 0 END), SUM(CASE WHEN kind = 'call' THEN 1 ELSE 0 END),
      SUM(CASE WHEN kind = 'text' THEN 1 ELSE 0 END), SUM(CASE WHEN kind = 'form' THEN 1 ELSE 0 END)
    FROM count_events WHERE day >= ${from} GROUP BY day, page, source, utm_source, utm_campaign`.execute(db);
  const visitors = await sql<{ day: string; visitors: number }>`SELECT day, visitors FROM count_days WHERE day >= ${from}
    UNION ALL
    SELECT day, COUNT(*) FROM count_visitors WHERE day >= ${from} GROUP BY day`.execute(db);
  // Requests of those days (Toronto days: a day's first hours are the UTC day before's).
  const requests = (
    await db
      .selectFrom("requests")
      .select(["kind", "created_at", "source_page", "source_referrer", "utm_source", "utm_campaign"])
      .where("spam", "=", 0)
      .where("created_at", ">=", `${addDays(from, -1)}T00:00:00.000Z`)
      .execute()
  ).filter((request) => torontoDayOf(request.created_at) >= from);

  const daySet = new Set(days);
  const byDay = grouped((day: string) => ({ day, visitors: 0 }));
  for (const day of days) byDay.add(day, {});
  const byPage = grouped((page: string) => ({ page }));
  const bySource = grouped((source: string) => ({ source }));
  const byCampaign = grouped((key: string) => {
    const [utmSource = "", utmCampaign = ""] = key.split("\n");
    return { utmSource, utmCampaign };
  });
  const total = { ...emptyLine(), visitors: 0, quoteRequests: 0, roadsideRequests: 0 };

  for (const row of counted.rows) {
    if (!daySet.has(row.day)) continue;
    byDay.add(row.day, row);
    byPage.add(row.page, row);
    // Views from within the site are moves around it, not visits from a source.
    bySource.add(row.source, row.source === internalSource ? { ...row, views: 0 } : row);
    if (row.utm_source) byCampaign.add(`${row.utm_source}\n${row.utm_campaign}`, row);
    add(total, row);
  }
  for (const row of visitors.rows) {
    if (!daySet.has(row.day)) continue;
    const line = byDay.lines().find((each) => each.day === row.day)!;
    line.visitors += Number(row.visitors);
    total.visitors += Number(row.visitors);
  }
  for (const request of requests) {
    const one = { requests: 1 };
    byDay.add(torontoDayOf(request.created_at), one);
    byPage.add(request.source_page ? pageOf(request.source_page) : unknownPage, one);
    bySource.add(request.source_referrer === null ? internalSource : sourceOfHost(request.source_referrer, [siteHost]), one);
    if (request.utm_source) byCampaign.add(`${request.utm_source}\n${request.utm_campaign ?? ""}`, one);
    total.requests += 1;
    if (request.kind === "roadside") total.roadsideRequests += 1;
    else total.quoteRequests += 1;
  }

  // "Not known" last, whatever its numbers, and never summed away.
  const sources = bySource.lines().sort((a, b) => byViews(a, b) || a.source.localeCompare(b.source));
  const shownSources = firstLines(sources.filter((line) => line.source !== internalSource));
  const campaigns = firstLines(
    byCampaign
      .lines()
      .sort((a, b) => byViews(a, b) || a.utmSource.localeCompare(b.utmSource) || a.utmCampaign.localeCompare(b.utmCampaign)),
  );
  return {
    days,
    total,
    byDay: byDay.lines().sort((a, b) => a.day.localeCompare(b.day)),
    byPage: byPage.lines().sort((a, b) => byViews(a, b) || a.page.localeCompare(b.page)),
    bySource: [...shownSources.lines, ...sources.filter((line) => line.source === internalSource)],
    moreSources: shownSources.more,
    byCampaign: campaigns.lines,
    moreCampaigns: campaigns.more,
  };
}
