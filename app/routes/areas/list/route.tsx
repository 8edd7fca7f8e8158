import { citiesByPriority } from "~/content/cities";
import { coverageNote } from "~/content/home";
import { serviceAreasPage } from "~/content/service-areas";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { cityPath, serviceAreasPath } from "~/lib/paths";
import { deferHydration } from "~/loading/defer-hydration";

const path = serviceAreasPath;

export function loader() {
  return {
    ...pageHead({
      path,
      title: "Truck Repair Service Areas",
      description:
        "Find your town: mobile truck repair in Hamilton, Kitchener, Milton, Windsor, Sarnia, London and rural Essex, Lambton and Middlesex counties, 24/7.",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Service Areas", path },
      ],
    }),
    cities: citiesByPriority.map(({ name, slug, description, isHighPriority }) => ({
      name,
      description,
      isHighPriority,
      href: cityPath(slug),
    })),
    copy: {
      lead: serviceAreasPage.lead(citiesByPriority.length),
      citiesLead: serviceAreasPage.citiesLead,
      extended: serviceAreasPage.extended,
      counties: serviceAreasPage.counties,
      coverageNote,
    },
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/areas/list/page").then((page) => page.ServiceAreas));
