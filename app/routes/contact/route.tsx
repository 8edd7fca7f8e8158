import type { Route } from "./+types/route";
import { contactPage } from "~/content/contact-page";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { keptMessage, postOrKeep } from "~/flows/outbox/post-or-keep";
import { pageHead } from "~/lib/page-head.server";
import { handleQuoteAction } from "~/flows/quote/quote-action.server";
import type { QuoteActionResult } from "~/flows/quote/quote-fields";
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

/**
 * With JavaScript, a lost connection or a post with no answer in 15 seconds (a weak signal
 * at the roadside) keeps the request on the phone, to go when the signal returns.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<QuoteActionResult> {
  const result = await postOrKeep("quote", request, serverAction);
  if (!("kept" in result)) return result;
  return result.kept
    ? { ok: false, kept: true, formError: keptMessage }
    : { ok: false, formError: "Your request could not be sent: the connection dropped. Your details are still in the form." };
}

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
export default deferHydration(() => import("~/routes/contact/page").then((page) => page.Contact));
