import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { PostOnPage } from "~/components/post-on-page";
import { receiveReview } from "~/flows/reviews/review-post.server";
import { statusPath } from "~/lib/request-status";

/**
 * POST /request/{token}/review: the customer's review (or its change), from a completed
 * request's status page (the route this one is nested in). Taken: back to the review (303).
 * Refused: with JavaScript the form's fetcher shows why in place; without, this address answers
 * with the status page itself, the mistakes marked on the form and what was typed kept in it
 * (PostOnPage), with the refusal's status (400, 404, 409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  const { status, result } = await receiveReview(request, params.token, context);
  if (result.ok) throw redirect(`${statusPath(params.token)}#review`, 303);
  return data({ kind: "review" as const, ...result }, { status, headers: { "Cache-Control": "no-store" } });
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the status page's data, never this post's. */
export const shouldRevalidate = () => false;

export default function ReviewOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
