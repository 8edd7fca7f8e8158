import { postsOnly } from "~/.server/http/refusal";
import { data } from "react-router";
import type { Route } from "./+types/route";
import { handleQuoteAction } from "~/flows/quote/quote-action.server";
import { handleRoadsideAction } from "~/flows/roadside/roadside-action.server";

/**
 * POST /outbox?kind=quote|roadside: where a request kept on the phone with no signal goes once
 * there is one (from the page or the service worker). The same actions as the forms, so the
 * same checks and the same request id rule (stored once); the answer is JSON. A route, not part
 * of app/flows/outbox/: the quote and roadside forms import the outbox, so the outbox flow cannot
 * import their actions (tests/layers.test.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const kind = new URL(request.url).searchParams.get("kind");
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
