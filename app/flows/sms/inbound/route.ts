import { postsOnly } from "~/.server/http/refusal";
import type { Route } from "./+types/route";
import { receiveInboundText } from "~/flows/sms/inbound.server";

/** POST /sms/inbound: the SMS provider's webhook for texts to the business number (inbound.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return receiveInboundText(request, context);
}

export function loader() {
  return postsOnly();
}
