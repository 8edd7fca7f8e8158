import { SearchX } from "lucide-react";
import type { Route } from "./+types/route";
import { GenericPage } from "~/routes/services/service/generic-page";
import { LandingPage } from "~/routes/services/service/landing-page";
import { StatusPanel } from "~/components/status-panel";

export function ServicePage({ loaderData }: Route.ComponentProps) {
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
