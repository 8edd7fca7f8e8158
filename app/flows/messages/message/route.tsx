import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { keepRetryAfter } from "~/.server/http/retry-after";
import { PostOnPage } from "~/components/post-on-page";
import { receiveDriverMessage } from "~/flows/messages/message-post.server";
import { statusPath } from "~/lib/request-status";

/**
 * POST /request/{token}/message: the driver's message to the dispatcher, with photos, from the
 * status page (the route this one is nested in). Kept: back to the thread (303). Refused, or sent
 * with photos not kept: with JavaScript the form's fetcher shows the answer in place; without,
 * this address answers with the status page itself, the answer shown above the form and the
 * words typed kept in it (PostOnPage), with the same status as the answer (400, 404, 413, 429).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  const { status, result, headers } = await receiveDriverMessage(request, params.token, context);
  if (result.ok) throw redirect(`${statusPath(params.token)}#messages`, 303);
  return data({ kind: "message" as const, ...result }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the status page's data, never this post's. */
export const shouldRevalidate = () => false;

/** A flood's Retry-After goes out with the page that says so. */
export const headers = keepRetryAfter;

export default function DriverMessageOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
