import { getEnv } from "~/config/env.server";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { invoiceKeepYears } from "~/lib/invoice";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { statusPageDays } from "~/lib/request-status";
import { reviewEditDays } from "~/lib/review";
import { deferHydration } from "~/loading/defer-hydration";
import type { Route } from "./+types/route";

const path = "/privacy";

/** "2 years", "90 days": a retention as a driver reads it. */
function daysInWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * /privacy, rendered on each request so every number on it is the one the running site uses:
 * how long requests, spam and backups are kept come from its settings (REQUESTS_KEEP_DAYS,
 * SPAM_KEEP_DAYS, BACKUP_KEEP and BACKUP_EVERY_HOURS), and the e-mail and text providers are
 * named only when the site is set up to use them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const env = getEnv();
  const backupDays = env.BACKUP_EVERY_HOURS > 0 ? Math.ceil((env.BACKUP_KEEP * env.BACKUP_EVERY_HOURS) / 24) : null;
  return {
    ...pageHead({
      path,
      title: "Privacy: What We Keep and for How Long",
      description:
        "What our mobile diesel repair site keeps when you send a request or visit a page, who sees it, how long it is kept, and how to have it removed.",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Privacy", path },
      ],
    }),
    keep: {
      requests: daysInWords(context.retention.requestDays),
      spam: daysInWords(context.retention.spamDays),
      backups: backupDays === null ? null : daysInWords(backupDays),
      statusPage: daysInWords(statusPageDays),
      reviewEdit: daysInWords(reviewEditDays),
      invoiceYears: invoiceKeepYears,
    },
    providers: {
      email: Boolean(env.SMTP_URL),
      texts: context.driverTexts.enabled,
      cards: Boolean(context.cardPayments),
    },
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/privacy/page").then((page) => page.Privacy));
