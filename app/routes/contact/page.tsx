import { CircleCheck } from "lucide-react";
import type { Route } from "./+types/route";
import { BreadcrumbTrail } from "~/components/breadcrumb-trail";
import { quoteToast } from "~/flows/quote/quote-form";
import { StatusPanel } from "~/components/status-panel";

export function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = loaderData;
  // Without JavaScript the form posts here as a page: confirm it, or show the form again with what was typed.
  if (actionData?.ok) {
    return (
      <StatusPanel
        headingId="received-heading"
        icon={<CircleCheck aria-hidden="true" className="mx-auto size-16 text-ok" />}
        title={quoteToast.title}
        next={{ to: "/", label: "Return to Home" }}
        lead="call"
      >
        <p className="text-xl">{quoteToast.description}</p>
        <p>{copy.receivedHelp}</p>
      </StatusPanel>
    );
  }
  return (
    <>
      <div className="bg-charcoal">
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <BreadcrumbTrail crumbs={loaderData.crumbs} />
        </div>
      </div>
    </>
  );
}
