import type { SiteDatabase } from "../db/database";
import { startCountFolding } from "./fold";
import { pageNamer } from "./page-names";
import { createCountRecorder, type PendingEvent } from "./recorder";
import { countReport, type CountReport } from "./report";
import { createCountStore, type CountLimits } from "./store";

export interface CountSettings {
  /** SITE_URL: its host goes into the visitor hash, and a referrer of it is a move within the site. */
  siteUrl: string;
  /** The site's pages; any other path is counted as "(other)". */
  pages: readonly string[];
  limits: CountLimits;
}

/**
 * The site's counts (decision 017): page views the server hears as it serves pages,
 * taps and forms the beacon posts, kept in memory and written in batches; folded into daily
 * totals by one process every few minutes; read back for the owner's /owner/stats.
 */
export function createCounts(database: SiteDatabase, { siteUrl, pages, limits }: CountSettings) {
  const siteHost = new URL(siteUrl).host;
  const pageOf = pageNamer(pages);
  const store = createCountStore(database.db, { siteHost, pageOf, limits });
  const recorder = createCountRecorder((batch) => store.write(batch));
  let folding: { stop(): Promise<void> } | undefined;
  return {
    /** Takes an event into memory (never waits), from an address as sent: see PendingEvent. */
    record: (from: string, event: PendingEvent) => recorder.record(from, event),
    /** The owner's report of the last `dayCount` days. */
    report: (dayCount: number): Promise<CountReport> => countReport(database.db, { dayCount, pageOf, siteHost }),
    /** How a path is named in the counts (one of the site's pages, or "(other)"). */
    pageOf,
    /** Starts folding raw events into daily totals (one process of all, every 10 minutes). */
    start() {
      folding = startCountFolding(database.db);
    },
    /** Writes the events still in memory and stops the folding: before the database closes. */
    async stop() {
      await recorder.stop();
      await folding?.stop();
    },
  };
}
