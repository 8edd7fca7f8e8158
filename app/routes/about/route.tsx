import { siteConfig } from "~/config/site";
import type { Route } from "./+types/route";
import { aboutPage } from "~/content/about-page";
import { cities } from "~/content/cities";
import { iconData } from "~/content/icons.server";
import type { IconName } from "~/content/schemas";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { cityPath } from "~/lib/paths";
import { withQuoteBand } from "~/flows/quote/quote-island";

const path = "/about-us";

/** Resolves each item's icon name to its drawing, here on the server. */
const withIcons = <T extends { icon: IconName }>(items: readonly T[]) => items.map((item) => ({ ...item, icon: iconData(item.icon) }));

export function loader() {
  const pathByName = new Map(cities.map((city) => [city.name, cityPath(city.slug)]));
  return {
    ...pageHead({
      path,
      title: "About Our Mobile Diesel Mechanics",
      description: `Who we are: ${siteConfig.technicianCredentials} mobile diesel technicians for drivers, owner-operators and fleets in Southern Ontario.`,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "About", path },
      ],
    }),
    copy: {
      ...aboutPage,
      audiences: withIcons(aboutPage.audiences),
      truckKit: withIcons(aboutPage.truckKit),
      commitments: withIcons(aboutPage.commitments),
      regions: aboutPage.regions.map((region) => ({
        ...region,
        towns: region.towns.map((name) => ({ name, href: pathByName.get(name) ?? null })),
      })),
    },
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(
  () => import("~/routes/about/page").then((page) => page.About),
  ({ loaderData }) => ({ heading: "Get an Upfront Quote", intro: loaderData.copy.quoteIntro }),
);
