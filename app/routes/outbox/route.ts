import { postsOnly } from "~/.server/http/refusal";
import { data } from "react-router";
import type { Route } from "./+types/route";
import { handleQuoteAction } from "~/flows/quote/quote-action.server";
import { handleRoadsideAction } from "~/flows/roadside/roadside-action.server";
import { receiveDriverMessage } from "~/flows/messages/message-post.server";
import { receiveEstimateDecision } from "~/flows/estimates/decision-post.server";
import { receiveReview } from "~/flows/reviews/review-post.server";
import { type OutboxKind } from "~/flows/outbox/outbox-flag";
import { isStatusPostKind } from "~/flows/outbox/shown-in-place";

/** A status page's token, as its own address takes it. */
const tokenPattern = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * POST /outbox?kind=…: the JSON twin of the forms' own actions, where the forms post with
 * JavaScript and where what the phone kept with no signal goes once there is one (from the page
 * or the service worker). A request (`quote`, `roadside`) runs its form's action; a status page's
 * message, decision or review (`&token=` its page's) runs that post's action. The same checks and
 * the same keys (each post taken once), the answer in JSON. A route, not part of
 * app/flows/outbox/: the forms import the outbox, so the outbox flow cannot import their actions
 * (tests/layers.test.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const search = new URL(request.url).searchParams;
  const kind = search.get("kind") as OutboxKind | null;
  const noStore = { "Cache-Control": "no-store" };
  if (kind && isStatusPostKind(kind)) {
    const token = search.get("token") ?? "";
    if (!tokenPattern.test(token))
      return Response.json({ kind, ok: false, error: "This request was not found.", photos: [] }, { status: 404, headers: noStore });
    const answer: { status: number; result: object; headers?: Record<string, string> } =
      kind === "message"
        ? await receiveDriverMessage(request, token, context)
        : kind === "decision"
          ? await receiveEstimateDecision(request, token, context)
          : await receiveReview(request, token, context);
    return Response.json({ kind, ...answer.result }, { status: answer.status, headers: { ...noStore, ...answer.headers } });
  }
  if (kind !== "quote" && kind !== "roadside") return data({ ok: false, formError: "Unknown kind of request." }, { status: 400 });
  const result = kind === "roadside" ? await handleRoadsideAction(request, context) : await handleQuoteAction(request, context);
  // The action's own headers (a sender cookie) go with the JSON.
  const headers = new Headers(result.init?.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(result.data, { status: result.init?.status ?? 200, headers });
}

export function loader() {
  return postsOnly();
}
