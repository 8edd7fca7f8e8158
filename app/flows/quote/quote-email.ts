import type { StoredRequest } from "~/.server/requests/store";
import { quotedText } from "~/flows/request-form/quoted-text";
import { formatTorontoTime } from "~/lib/format-date";
import type { RequestDescription } from "~/.server/requests/email";
import { ownerRequestPath } from "~/lib/request-status";

function quoteText(request: StoredRequest, siteUrl: string): string {
  return [
    `New quote request from the website (#${request.id}).`,
    ...(request.suspect
      ? [
          "",
          "Note: several requests came from this sender's internet address in the last few minutes.",
          "It may be a fleet sending one per truck, drivers sharing a mobile network, or a bot.",
        ]
      : []),
    "",
    `Name:    ${request.name}`,
    `Phone:   ${request.phone}`,
    `Email:   ${request.email}`,
    `Sent:    ${`${formatTorontoTime(request.createdAt, { year: true })} (Toronto time)`}`,
    "",
    "Message:",
    quotedText(request.message),
    "",
    "Reply to this e-mail to answer the customer directly.",
    `Open it in the inbox: ${new URL(ownerRequestPath(request.id), siteUrl).href}`,
  ].join("\n");
}

/** The owner's e-mail for a quote request: who, how to reach them, and the message. */
export const describeQuote: RequestDescription = (request, { siteUrl }) => ({
  subject: `${request.suspect ? "[CHECK: busy address] " : ""}Quote request: ${request.name}, ${request.phone}`,
  text: quoteText(request, siteUrl),
});
