import type { Route } from "./+types/route";
import { keepRetryAfter } from "~/.server/http/retry-after";
import { contactPage } from "~/content/contact-page";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { handleQuoteAction } from "~/flows/quote/quote-action.server";
import { withQuoteBand } from "~/flows/quote/quote-island";

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

/** A refused flood or a sign-in that must wait says, in seconds, when to try again. */
export const headers = keepRetryAfter;

/** Every quote form on the site posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleQuoteAction(request, context);
}

// The page's own code waits for the visitor's first touch; its quote band's, for the form to near the screen.
export default withQuoteBand<Route.ComponentProps>(
  () => import("~/routes/contact/page").then((page) => page.Contact),
  ({ loaderData, actionData }) =>
    actionData?.ok
      ? null
      : {
          headingLevel: 1,
          heading: "Contact Us",
          intro: loaderData.copy.intro,
          initialValues: actionData?.values,
          fieldErrors: actionData?.fieldErrors,
          formError: actionData?.formError,
        },
);
