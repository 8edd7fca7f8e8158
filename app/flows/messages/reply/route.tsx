import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { requireMember, requireRequest } from "~/.server/owners/owner-auth";
import { PostOnPage } from "~/components/post-on-page";
import { cleanMessage, messageError } from "~/lib/messages";
import { ownerRequestPath } from "~/lib/request-status";

/**
 * POST /owner/requests/{id}/reply: the owner's answer in the thread, from the request's page (the
 * route this one is nested in): on the driver's page, and texted when the driver gets texts.
 * Sent: back to the request (303). Refused: with JavaScript the form's fetcher shows why under
 * the field; without, this address answers with the owner's page itself, the error on the field
 * (PostOnPage), with a 400 (403 and 404 as the page's own posts).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  // The owner, or the technician the job is assigned to.
  const { owner } = await requireMember(request, context);
  const stored = await requireRequest(owner, params.id, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "That change could not be read. Use the page's own buttons." }, { status: 400 });
  // A quick reply tapped without JavaScript is sent as it is; typed words win.
  const body = cleanMessage(String(form.get("reply") ?? "")) || cleanMessage(String(form.get("quick") ?? ""));
  const error = messageError(body);
  if (error) return data({ error, field: "reply" as const }, { status: 400 });
  const { message } = await context.messages.add({ request: stored.id, sender: "owner", via: "page", body, author: owner.email });
  const thread = await context.messages.thread(stored.id);
  context.driverTexts.replied(
    stored,
    message.id,
    thread.some((each) => each.sender === "driver" && each.via === "text"),
  );
  throw redirect(ownerRequestPath(stored.id), 303);
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the request's data, never this post's. */
export const shouldRevalidate = () => false;

export default function ReplyOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
