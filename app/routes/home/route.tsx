import type { Route } from "./+types/route";
import { siteConfig } from "~/config/site";
import { cities } from "~/content/cities";
import { coverageGroups, coverageNote, homePage, reasons } from "~/content/home";
import { iconData } from "~/content/icons.server";
import { serviceCards } from "~/content/services";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { serviceCardData } from "~/lib/service-cards.server";
import { pageHead } from "~/lib/page-head.server";
import { cityPath } from "~/lib/paths";
import { withQuoteBand } from "~/flows/quote/quote-island";

export function loader() {
  const cityBySlugName = new Map(cities.map((city) => [city.name, cityPath(city.slug)]));
  return {
    ...pageHead({
      path: "/",
      title: `${siteConfig.name} | 24/7 Mobile Truck Repair`,
      description: `24/7 mobile diesel mechanics for trucks and fleets in Windsor, Essex County, London, Kitchener, Hamilton and Southern Ontario. Average response under ${siteConfig.responseMinutes} min.`,
    }),
    copy: homePage,
    cityCount: cities.length,
    reasons: reasons.map((reason) => ({ ...reason, icon: iconData(reason.icon) })),
    coverageNote,
    services: serviceCards.map(serviceCardData),
    coverage: coverageGroups.map((group) => ({
      title: group.title,
      places: group.places.map((name) => ({ name, href: cityBySlugName.get(name) ?? null })),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(() => import("~/routes/home/page").then((page) => page.Home));
