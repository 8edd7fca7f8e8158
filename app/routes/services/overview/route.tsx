import type { Route } from "./+types/route";
import { iconData } from "~/content/icons.server";
import { serviceCards } from "~/content/services";
import { servicesPage } from "~/content/services-page";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { serviceCardData } from "~/lib/service-cards.server";
import { pageHead } from "~/lib/page-head.server";
import { maxQueryLength, normalizeQuery, searchServices } from "~/lib/service-search";
import { deferHydration } from "~/loading/defer-hydration";
import { servicesPath } from "~/lib/paths";

const path = servicesPath;

/** /services lists the nine services; /services?q=... lists those that match, searched here on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normalizeQuery(params.get("q"));
  const shortQuery = query.length > 40 ? `${query.slice(0, 40).trimEnd()}…` : query;
  return {
    ...pageHead({
      path,
      title: query ? `Service Search: "${shortQuery}"` : "Mobile Diesel Truck Repair Services",
      description: query
        ? "Search results from our mobile diesel truck repair services. Can't find your problem? Call us 24/7 from anywhere in Southern Ontario."
        : "On-site engine, brake, tire, fuel, electrical, battery, suspension and wheel seal repairs for heavy-duty trucks across Southern Ontario. Emergency help 24/7.",
      // Any ?q= (even empty) is a search URL, kept out of the index.
      indexable: !params.has("q"),
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Services", path },
      ],
    }),
    query,
    total: serviceCards.length,
    maxQueryLength,
    services: searchServices(serviceCards, query).map(serviceCardData),
    copy: { ...servicesPage, whyChoose: servicesPage.whyChoose.map((point) => ({ ...point, icon: iconData(point.icon) })) },
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/services/overview/page").then((page) => page.ServicesOverview));
