import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { postsOnlyLoader, takePost } from "~/.server/http/post-address";
import { requireMember, requireRequest } from "~/.server/owners/owner-auth";
import { PostOnPage } from "~/components/post-on-page";
import { latestVersionField, parseEstimateForm } from "~/flows/estimates/estimate-form";
import { postKeyOf } from "~/flows/request-form/request-id.server";
import { ownerRequestPath } from "~/lib/request-status";

/**
 * POST /owner/requests/{id}/estimate: the owner's Send estimate, from the request's page (the
 * route this one is nested in). Sent: the driver is told, and the owner goes back to the estimate
 * (303); taken once per post key (a double tap or a retry makes one version and one text), and
 * the newest version's very lines sent again make no new one (409, said in the form). Refused: with JavaScript the form's fetcher lists why in place; without, this address
 * answers with the owner's page itself, the mistakes above the form (PostOnPage), with the
 * refusal's status (400, 409; 403 and 404 as the page's own posts).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  takePost(context);
  // The owner, or the technician the job is assigned to.
  const { owner } = await requireMember(request, context);
  const stored = await requireRequest(owner, params.id, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "That change could not be read. Use the page's own buttons." }, { status: 400 });
  if (stored.status === "done" || stored.status === "lost") {
    const closed = "This request is closed: set it back to an open status to send an estimate.";
    return data({ error: closed, estimateErrors: [closed] }, { status: 409 });
  }
  const parsed = parseEstimateForm(form);
  if (!parsed.ok) return data({ error: parsed.errors.join(" "), estimateErrors: parsed.errors }, { status: 400 });
  // Without JavaScript the post itself is its key: the version the form was written after, and its lines.
  const postKey = postKeyOf(form, context, "estimate", [stored.id, String(form.get(latestVersionField) ?? ""), parsed.lines, parsed.note]);
  const { outcome, estimate } = await context.estimates.send(stored.id, { lines: parsed.lines, note: parsed.note }, owner.email, postKey);
  if (outcome === "unchanged") {
    const same = `Version ${estimate.version} already has these lines, so nothing new was sent. Change a line to send a new version.`;
    return data({ error: same, estimateErrors: [same] }, { status: 409 });
  }
  // A repeat (a double tap, a retry after a lost answer) was texted the first time.
  if (outcome === "sent") context.driverTexts.estimateSent(stored, estimate.version);
  throw redirect(`${ownerRequestPath(stored.id)}#estimate-heading`, 303);
}

export const loader = postsOnlyLoader;

/** The page's refresh reads the request's data, never this post's. */
export const shouldRevalidate = () => false;

export default function EstimateSendOnPage({ actionData }: Route.ComponentProps) {
  return <PostOnPage answer={actionData} />;
}
