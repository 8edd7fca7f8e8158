import { createHash } from "node:crypto";
import { siteConfig } from "~/config/site";
import type { StoredRequest } from "./store";

interface Addresses {
  from: string;
  to: string;
  /** The public origin: names the Message-ID's domain. */
  siteUrl: string;
}

const when = (iso: string) => `${new Date(iso).toLocaleString("en-CA", { timeZone: siteConfig.timeZone })} (Toronto time)`;

/**
 * The plain-text e-mail the owner receives for one request. Its Message-ID comes from the
 * request id, so if a crash ever forces a second send, mail programs see the same message.
 */
export function requestEmail(request: StoredRequest, { from, to, siteUrl }: Addresses) {
  const mark = request.suspect ? "[CHECK: busy address] " : "";
  const idHash = createHash("sha256").update(request.requestId).digest("hex").slice(0, 24);
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    replyTo: request.email || undefined,
    messageId: `<request-${idHash}@${new URL(siteUrl).hostname}>`,
    subject: `${mark}Quote request: ${request.name}, ${request.phone}`,
    text: [
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
      `Sent:    ${when(request.createdAt)}`,
      "",
      "Message:",
      request.message,
      "",
      "Reply to this e-mail to answer the customer directly.",
    ].join("\n"),
  };
}
