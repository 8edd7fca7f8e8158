import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { PostOnPage } from "~/components/post-on-page";
import { payInvoice } from "~/flows/invoices/pay-post.server";

/**
 * POST /request/{token}/pay: **Pay $X by card** on the status page (the route this one is nested
 * in). The browser goes on to Stripe's Checkout page (303). Refused (paid already, cards off,
 * replaced, Stripe down): this address answers with the status page itself, the refusal above
 * the invoice (PostOnPage), with the refusal's status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  const outcome = await payInvoice(request, params.token, context);
  if (outcome.ok) throw redirect(outcome.url, 303);
  return data(
    { kind: "pay" as const, ok: false as const, error: outcome.error },
    { status: outcome.status, headers: { "Cache-Control": "no-store" } },
  );
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the status page's data, never this post's. */
export const shouldRevalidate = () => false;

export default function PayOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
