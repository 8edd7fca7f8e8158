import { data } from "react-router";
import type { Route } from "./+types/route";
import { cities } from "~/content/cities";
import { iconData } from "~/content/icons.server";
import { cityPageCopy, locationNotFound } from "~/content/service-areas";
import { serviceCards } from "~/content/services";
import { serviceNode } from "~/lib/json-ld";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { cityPath, cityPathPrefix, serviceAreasPath, servicePath } from "~/lib/paths";
import { canonicalPath } from "~/lib/redirects";
import { withQuoteBand } from "~/flows/quote/quote-island";

const listPath = serviceAreasPath;

/** /service-areas/diesel-mechanic-{slug}: the city's page, or Location Not Found (HTTP 404). */
export function loader({ request, params }: Route.LoaderArgs) {
  const segment = params.cityPath;
  const slug = segment.startsWith(cityPathPrefix) ? segment.slice(cityPathPrefix.length) : null;
  const city = slug ? cities.find((candidate) => candidate.slug === slug) : undefined;
  if (!city) {
    const head = pageHead({
      path: new URL(request.url).pathname,
      title: "Location Not Found",
      description: locationNotFound.description,
      indexable: false,
    });
    return data({ notFound: true as const, ...head, text: locationNotFound.text }, { status: 404 });
  }

  const path = cityPath(city.slug);
  const { name, h1, description, neighborhoods, nearby, features } = city;
  const highways = city.highways ?? [];
  return {
    notFound: false as const,
    ...pageHead({
      path,
      title: city.seoTitle,
      description: city.metaDescription,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Service Areas", path: listPath },
        { name, path },
      ],
      nodes: (siteUrl) => [serviceNode(siteUrl, { name: h1, description: city.metaDescription, path, areaServed: [`${name}, ON`] })],
    }),
    city: { name, h1, description, neighborhoods, nearby, features, highways },
    copy: cityPageCopy({ name, highways }),
    services: serviceCards.map((service) => ({
      title: service.title,
      summary: service.description,
      icon: iconData(service.icon),
      href: canonicalPath(servicePath(service.slug)),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(
  () => import("~/routes/areas/city/page").then((page) => page.CityPage),
  ({ loaderData }) =>
    loaderData.notFound ? null : { heading: `Request Service in ${loaderData.city.name}`, intro: loaderData.copy.quoteIntro },
);
