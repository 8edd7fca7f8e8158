import type { Route } from "./+types/route";
import { siteConfig } from "~/config/site";
import { findService } from "~/content/services";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { fleetPageData } from "~/lib/service-pages.server";
import { withQuoteBand } from "~/flows/quote/quote-island";

export function loader() {
  const fleet = findService("fleet-maintenance");
  if (fleet?.template !== "fleet") throw new Error('app/content/services.ts has no "fleet-maintenance" record of template "fleet"');
  return {
    ...fleetPageData(fleet),
    bookingText: `Tell us how many trucks and trailers you run and where they park overnight. Visits are booked ${siteConfig.hours.regular}, and any breakdown between visits still gets our 24/7 emergency line.`,
    quoteIntro: `Share your fleet size, the mix of makes and models, and the address of your yard. We'll come back with a price for the scheduled maintenance itself. ${siteConfig.pricing.extraWork}`,
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(
  () => import("~/routes/services/fleet-maintenance/page").then((page) => page.FleetMaintenance),
  ({ loaderData }) => ({ heading: "Request a Fleet Quote", intro: loaderData.quoteIntro }),
);
