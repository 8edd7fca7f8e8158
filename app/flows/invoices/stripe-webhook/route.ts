import { postsOnly } from "~/.server/http/refusal";
import type { Route } from "./+types/route";
import { receiveStripeWebhook } from "~/flows/invoices/stripe-webhook.server";

/** POST /stripe/webhook: Stripe's events about Checkout Sessions (stripe-webhook.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return receiveStripeWebhook(request, context);
}

export function loader() {
  return postsOnly();
}
