import { siteConfig } from "~/config/site";
import type { StoredLead } from "~/lib/leads.server";

/** The plain-text e-mail the owner receives for one quote request. */
export function leadEmail(lead: StoredLead, { from, to }: { from: string; to: string }) {
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    replyTo: lead.email,
    subject: `Quote request: ${lead.name}, ${lead.phone}`,
    text: [
      `New quote request from the website (#${lead.id}).`,
      "",
      `Name:    ${lead.name}`,
      `Phone:   ${lead.phone}`,
      `Email:   ${lead.email}`,
      `Sent:    ${new Date(lead.createdAt).toLocaleString("en-CA", { timeZone: siteConfig.timeZone })} (Toronto time)`,
      "",
      "Message:",
      lead.message,
      "",
      "Reply to this e-mail to answer the customer directly.",
    ].join("\n"),
  };
}
