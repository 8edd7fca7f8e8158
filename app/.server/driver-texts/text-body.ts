import { siteConfig } from "~/config/site";
import { formatTorontoTime } from "~/lib/format-date";
import { formatCad } from "~/lib/money";
import { requestReference, statusPath } from "~/lib/request-status";
import type { StoredRequest } from "../requests/store";

/** What an invoice's texts say of it. */
export interface InvoiceTextFacts {
  number: string;
  totalCents: number;
  paidAt: string | null;
  /** How it was paid, in words ("by card", "in cash"). */
  paidHow: string | null;
}

/** An invoice's texts are owed once per invoice: "invoice-{id}" when it is issued, "receipt-{id}" when it is paid. */
export const invoiceStep = (invoice: number) => `invoice-${invoice}`;
export const receiptStep = (invoice: number) => `receipt-${invoice}`;

/**
 * The words of each text to the driver. Every one names the business and says how to stop
 * (Canada's anti-spam law: identify the sender, offer an unsubscribe in every message) and
 * carries the status page, so a folded text loses nothing.
 */
export function driverTextBody(
  request: Pick<StoredRequest, "id" | "kind" | "statusToken" | "technician" | "arrivalAt">,
  step: string,
  {
    siteUrl,
    reply,
    estimateTotalCents,
    invoice,
  }: { siteUrl: string; reply?: string; estimateTotalCents?: number; invoice?: InvoiceTextFacts },
): string {
  const reference = requestReference(request);
  const page = `${siteUrl.replace(/\/$/, "")}${statusPath(request.statusToken)}`;
  const who = request.technician ?? "A technician";
  const when = request.arrivalAt ? `, arriving about ${formatTorontoTime(request.arrivalAt, { clock: true })}` : "";
  const lines: Record<string, string> = {
    received: `we got your ${request.kind === "roadside" ? "roadside" : "quote"} request ${reference}. Follow it here: ${page} You can reply to this text.`,
    dispatched: `${who} is assigned to ${reference}${when}. ${page}`,
    "on-the-way": `${who} is on the way to you${when} (${reference}). ${page}`,
    // Every completed job is asked the same way for a review: the status page's form. Every
    // request is sent from the website (the quote or the roadside form), never a call.
    done: `${reference} is complete. Thank you for sending us your ${request.kind === "roadside" ? "roadside" : "quote"} request. How did we do? Tell us here: ${page}#review`,
  };
  const line = step.startsWith("reply-")
    ? `dispatcher, about ${reference}: ${reply ?? ""}`
    : step.startsWith("estimate-")
      ? `your estimate for ${reference} is ready: ${formatCad(estimateTotalCents ?? 0)} with HST. Review and approve it: ${page}`
      : step.startsWith("invoice-") && invoice
        ? `Your invoice ${invoice.number} for ${formatCad(invoice.totalCents)} is ready: ${page}#invoice`
        : step.startsWith("receipt-") && invoice?.paidAt
          ? `we received ${formatCad(invoice.totalCents)} for invoice ${invoice.number}${invoice.paidHow ? ` ${invoice.paidHow}` : ""} on ${formatTorontoTime(invoice.paidAt, { year: true })}. Thank you: this text is your receipt. ${page}#invoice`
          : lines[step];
  if (line === undefined) throw new Error(`No text for step ${step}`);
  return `${siteConfig.name}: ${line}\nReply STOP to opt out.`;
}

/** How a step reads in the request's history. */
export const stepWords = (step: string) =>
  step.startsWith("reply-")
    ? "reply"
    : step.startsWith("estimate-")
      ? `estimate version ${step.slice("estimate-".length)}`
      : step.startsWith("invoice-")
        ? "invoice ready"
        : step.startsWith("receipt-")
          ? "receipt"
          : ((
              { received: "received", dispatched: "technician assigned", "on-the-way": "on the way", done: "completed" } as Record<
                string,
                string
              >
            )[step] ?? step);
