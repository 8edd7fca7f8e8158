import type { AppLoadContext } from "react-router";
import { formatCad } from "~/lib/money";
import { cleanLine } from "~/lib/messages";
import { isStatusPageOpen } from "~/lib/request-status";
import { strictWholeNumber } from "~/lib/strict-number";
import { PostKeyReusedError } from "~/.server/db/post-keys";
import { postKeyOf } from "~/flows/request-form/request-id.server";

/** What the driver's approve or decline post came to, for the status page. */
export interface DecisionPostResult {
  ok: boolean;
  error?: string;
  /** What was typed, to show the form again as it was. */
  values?: { name: string; poNumber: string; reason: string };
  /** This decision was recorded before (the same post again): nothing new was recorded or sent. */
  alreadyReceived?: boolean;
}

const clean = (value: FormDataEntryValue | null, max: number) => cleanLine(typeof value === "string" ? value : "").slice(0, max);

/** A name someone can read: a letter or digit once the invisible characters (zero-width, fillers, blanks) are set aside. */
const readable = (name: string) => /[\p{L}\p{N}]/u.test(name.replace(/[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu, ""));

/**
 * The customer's decision on the estimate, from its status page: approve with a typed name, an
 * optional PO number and the tick "I may approve this repair for this truck", or decline with
 * an optional reason. Only the newest version can be decided, once; the same decision again (a
 * double tap) is not recorded twice. The owner is told at once: the decision joins the thread,
 * which alerts the owner's phones and puts it under New messages.
 */
export async function receiveEstimateDecision(
  request: Request,
  token: string,
  context: AppLoadContext,
): Promise<{ status: number; result: DecisionPostResult }> {
  const refuse = (status: number, error: string, values?: DecisionPostResult["values"]) => ({
    status,
    result: { ok: false, error, values },
  });
  const stored = await context.requestStore.getByStatusToken(token);
  if (!stored || !isStatusPageOpen(stored)) return refuse(404, "This request was not found. If your truck needs help, call us.");
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, "Your answer could not be read. Please try again, or call us.");
  const values = { name: clean(form.get("name"), 80), poNumber: clean(form.get("poNumber"), 40), reason: clean(form.get("reason"), 500) };
  const version = strictWholeNumber(form.get("version"));
  const kind = form.get("decision");
  if (version === null || version < 1 || (kind !== "approve" && kind !== "decline")) {
    return refuse(400, "Use the page's own Approve or Decline buttons.", values);
  }
  if (stored.status === "done" || stored.status === "lost") {
    return refuse(409, "This request is closed, so its estimate can no longer be approved or declined. Call us with any question.", values);
  }
  if (kind === "approve") {
    if (!readable(values.name)) return refuse(400, "Type your name to approve.", values);
    if (form.get("authority") !== "yes") return refuse(400, "Tick “I may approve this repair for this truck” to approve.", values);
  }
  // Without JavaScript one decision per version and kind is one post: the same again is a repeat.
  const postKey = postKeyOf(form, context, "decision", [token, version, kind]);
  let decided;
  try {
    decided = await context.estimates.decide(
      stored.id,
      version,
      kind === "approve"
        ? { kind: "approved", name: values.name, poNumber: values.poNumber || null }
        : { kind: "declined", reason: values.reason || null },
      postKey,
    );
  } catch (error) {
    if (!(error instanceof PostKeyReusedError)) throw error;
    return refuse(409, "Use the page's own Approve or Decline buttons.", values);
  }
  if (decided.outcome === "missing") return refuse(404, "There is no such estimate.", values);
  if (decided.outcome === "stale") return refuse(409, "The estimate changed: review the new one below before you decide.", values);
  if (decided.outcome === "already") return { status: 200, result: { ok: true, alreadyReceived: true } };
  if (decided.outcome === "decided-otherwise") {
    return refuse(409, `This estimate was already ${decided.estimate.decision}. Call us to change that.`, values);
  }
  if (decided.outcome === "recorded") {
    const { estimate } = decided;
    // The driver's own words (a name, a PO, a reason, each one line: `clean`) said to be typed by
    // them: made to read like a card payment or a link of the site's, they still read as the
    // driver's in the owner's alerts. (Quote marks would have mail programs encode the whole subject.)
    const words =
      estimate.decision === "approved"
        ? `Approved estimate version ${estimate.version} (${formatCad(estimate.totalCents)} with HST). The driver typed the name ${estimate.decidedName ?? ""}${estimate.poNumber ? `, PO ${estimate.poNumber}` : ""}.`
        : `Declined estimate version ${estimate.version} (${formatCad(estimate.totalCents)}).${estimate.declineReason ? ` The reason the driver typed: ${estimate.declineReason}` : ""}`;
    // Marked as a decision, so a message typed to look like one never passes for it.
    const { message } = await context.messages.add({ request: stored.id, sender: "driver", via: "decision", body: words });
    context.alertMessage(stored, message.id, "decision");
  }
  return { status: 200, result: { ok: true } };
}
