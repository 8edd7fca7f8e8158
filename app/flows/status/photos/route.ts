import { postsOnly } from "~/.server/http/refusal";
import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { receivePhotoPost } from "~/flows/status/photo-post.server";
import { statusPath } from "~/lib/request-status";

/** The form's script and the outbox ask for JSON; a page without JavaScript posts to the status page itself. */
const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

/**
 * POST /request/{token}/photos: photos sent after the request's text (with JavaScript, one by
 * one, scaled on the phone), or by the outbox. Answers JSON; a plain post whose photos were all
 * kept goes to the status page, and one that kept anything less gets the JSON refusal, never a
 * success redirect.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { status, result } = await receivePhotoPost(request, params.token, context);
  if (result.ok && !wantsJson(request)) throw redirect(statusPath(params.token), 303);
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return postsOnly();
}
