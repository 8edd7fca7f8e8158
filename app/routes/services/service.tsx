import { SearchX } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/service";
import { GenericPage } from "~/components/service-pages/generic-page";
import { LandingPage } from "~/components/service-pages/landing-page";
import { StatusPanel } from "~/components/status-panel";
import { findService } from "~/content/services";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { redirectTarget } from "~/lib/redirects";
import { genericPageData, landingPageData } from "~/lib/service-pages.server";

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

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.template) {
    case "landing":
      return <LandingPage page={loaderData} />;
    case "generic":
      return <GenericPage page={loaderData} />;
    default:
      return <ServiceNotFound />;
  }
}

function ServiceNotFound() {
  return (
    <StatusPanel
      headingId="not-found-heading"
      icon={<SearchX aria-hidden="true" className="mx-auto size-16 text-steel" />}
      title="Service Not Found"
      next={{ to: "/services", label: "View All Services" }}
    >
      <p>
        There's no service page at this address. The full list of repairs our mobile technicians carry out is one click away, and if a truck
        is down right now, calling is quicker than searching.
      </p>
    </StatusPanel>
  );
}
