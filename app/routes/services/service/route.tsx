import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { findService } from "~/content/services";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { redirectTarget } from "~/lib/redirects";
import { genericPageData, landingPageData } from "~/lib/service-pages.server";
import { withQuoteBand } from "~/flows/quote/quote-island";

/**
 * /services/{slug}: a redirect from the table, a landing or generic service page (by the record's
 * template), or the Service Not Found state (HTTP 404). Fleet maintenance has its own route.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const target = redirectTarget(pathname);
  if (target) throw redirect(target + search, 301);

  const service = findService(params.slug);
  if (service?.template === "landing") return landingPageData(service);
  if (service?.template === "generic") return genericPageData(service);
  const head = pageHead({
    path: pathname,
    title: "Service Not Found",
    description:
      "We couldn't find that service page. Browse every mobile diesel repair we offer, or call us 24/7 for help with your truck.",
    indexable: false,
  });
  return data({ template: "not-found" as const, ...head }, { status: 404 });
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(
  () => import("~/routes/services/service/page").then((page) => page.ServicePage),
  ({ loaderData }) => (loaderData.template === "generic" || loaderData.template === "landing" ? {} : null),
);
