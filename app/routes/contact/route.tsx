import type { Route } from "./+types/route";
import { contactPage } from "~/content/contact-page";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { handleQuoteAction } from "~/flows/quote/quote-action.server";
import { QuoteIsland } from "~/flows/quote/quote-island";
import { deferHydration } from "~/loading/defer-hydration";

const path = "/contact";

export function loader() {
  return {
    ...pageHead({
      path,
      title: "Contact Us & Request a Quote",
      description:
        "Call our 24/7 mobile diesel mechanics or send a quote request online. Upfront quotes, no hidden fees, across Windsor, Hamilton, London and Southern Ontario.",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Contact", path },
      ],
    }),
    copy: contactPage,
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

/** Every quote form on the site posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteAction(request, context);
}

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
const PageBody = deferHydration(() => import("~/routes/contact/page").then((page) => page.Contact));

/** The breadcrumbs (or a confirmation), then the quote band as the page's own part, its h1 the page's. */
export default function ContactRoute(props: Route.ComponentProps) {
  const { actionData, loaderData } = props;
  return (
    <>
      <PageBody {...props} />
      {actionData?.ok ? null : (
        <QuoteIsland
          headingLevel={1}
          heading="Contact Us"
          intro={loaderData.copy.intro}
          initialValues={actionData?.values}
          fieldErrors={actionData?.fieldErrors}
          formError={actionData?.formError}
        />
      )}
    </>
  );
}
