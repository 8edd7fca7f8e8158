import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { PostOnPage } from "~/components/post-on-page";
import { receiveEstimateDecision } from "~/flows/estimates/decision-post.server";
import { statusPath } from "~/lib/request-status";

/**
 * POST /request/{token}/estimate: the driver's Approve or Decline, from the estimate on the
 * status page (the route this one is nested in). Recorded: back to the estimate (303). Refused:
 * with JavaScript the panel's fetcher shows why in place; without, this address answers with the
 * status page itself, the refusal above the forms and what was typed kept in them (PostOnPage),
 * with the refusal's status (400, 404, 409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  const { status, result } = await receiveEstimateDecision(request, params.token, context);
  if (result.ok) throw redirect(`${statusPath(params.token)}#estimate`, 303);
  return data({ kind: "estimate" as const, ...result }, { status, headers: { "Cache-Control": "no-store" } });
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the status page's data, never this post's. */
export const shouldRevalidate = () => false;

export default function EstimateDecisionOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
