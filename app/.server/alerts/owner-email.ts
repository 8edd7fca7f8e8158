import type { StoredRequest } from "../requests/store";
import { requestReference } from "~/lib/request-status";

/**
 * A thread's message as the owner's e-mail. The site's own words (a decision, a card payment)
 * read "R-2: Paid invoice …"; a driver's words are said to be theirs, in the subject and quoted
 * in the body, so a message typed to look like a payment or an approval never reads as one.
 */
export function ownerEmailOf(
  request: Pick<StoredRequest, "id" | "kind">,
  message: { body: string; via: "page" | "text" | "decision" | "payment" },
  siteUrl: string,
): { subject: string; text: string } {
  const reference = requestReference(request);
  const link = `The request: ${siteUrl}/owner/requests/${request.id}`;
  const gist = message.body.replace(/\s+/g, " ").trim().slice(0, 120);
  if (message.via === "decision" || message.via === "payment") {
    return { subject: `${reference}: ${gist}`, text: [message.body, "", link].join("\n") };
  }
  const who = `The driver of ${reference} wrote${message.via === "text" ? " by text" : ""}`;
  return {
    subject: `${who}: ${gist}`,
    text: [`${who}:`, "", ...message.body.split(/\r?\n/).map((line) => `> ${line}`), "", link].join("\n"),
  };
}
