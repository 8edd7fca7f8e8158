/**
 * Which browser specs run in which pass of `npm test` (playwright.config.ts), and so which checks
 * a spec need not repeat in its second pass.
 */
import path from "node:path";

/**
 * What is stored: these run in both passes, once on SQLite and once with every server on
 * PostgreSQL (requests, the owner's console and its alerts, escalations, texts, estimates,
 * invoices, reviews, counts, backups and the restore drill).
 */
export const storageSpecNames = [
  "requests",
  "owner-console",
  "phone-alerts",
  "escalation",
  "driver-texts",
  "estimates",
  "invoices",
  "reviews",
  "status-offline",
  "counts",
  "backup-restore",
  "backup-schedule",
  "team",
];

/**
 * What a page shows and how it paints, and what the phone's service worker keeps (the offline
 * pages, the outbox, an update after a deploy), whatever database is under the server: run once,
 * in the SQLite pass by hand, in the PostgreSQL pass under `npm test` (E2E_PAGE_SPECS=postgres).
 * That pass has fewer tests of its own, and with these both end together rather than the SQLite
 * pass running on alone with the cores part idle (docs/measurements/test-run.md).
 */
export const pageSpecNames = [
  "first-paint",
  "services",
  "deferred-hydration",
  "contrast",
  "areas",
  "frame",
  "blog",
  "home",
  "pages",
  "seo",
  "errors",
  "quote",
  "offline",
  "outbox",
  "update",
];

/** Whether a spec file runs in both passes: what it checks of a page's markup need only be checked in one. */
export const runsInBothPasses = (specFile: string) => storageSpecNames.includes(path.basename(specFile, ".spec.ts"));
