import { textUpdatesField } from "~/flows/request-form/text-updates";
import { data, type AppLoadContext } from "react-router";
import { requestIdentityOf } from "~/flows/request-form/request-id.server";
import type { QuoteActionResult, QuoteFormValues } from "~/flows/quote/quote-fields";
import { parseQuoteForm } from "~/flows/quote/quote-request";
import { floodMessage } from "~/flows/request-form/refusals";
import { retryAfter } from "~/.server/http/retry-after";
import { spamSignalOf } from "~/flows/request-form/spam-signals";
import { requestSourceOf } from "~/flows/request-form/visit-source.server";

const notSaved = "Something went wrong on our side and your request was not saved.";

const refuse = (status: number, formError: string, values?: QuoteFormValues, headers?: HeadersInit) =>
  data<QuoteActionResult>({ ok: false, formError, values }, { status, headers });

/**
 * Validates a posted quote request and hands it to the inbox, which commits it to
 * the database before this answers success. Every failure is an answer the form
 * can show, never an error page. A post sent twice (same request id) is answered
 * the same way and stored once; a bot's post is stored as spam and answered like a person's.
 */
export async function handleQuoteAction(request: Request, context: AppLoadContext) {
  if (context.refusal) return refuse(context.refusal.status, context.refusal.message);

  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return refuse(415, "Your request could not be read. Please send the form again.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "Your request could not be read. Please send the form again.");
  }

  const parsed = parseQuoteForm(form);
  if (parsed.kind === "invalid") {
    return data<QuoteActionResult>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values, formError: "Please correct the fields below." },
      { status: 400 },
    );
  }
  const fields = parsed.kind === "bot" ? parsed.values : parsed.request;
  const spamReason = parsed.kind === "bot" ? "honeypot filled" : spamSignalOf(fields.message);
  // Only a keyed, daily hash of the address is kept, for the per-address limits.
  const origin = { addressHash: await context.hashAddress(context.clientIp) };
  // A quote's answer holds no link, so a repeated post learns nothing: the sender proof is kept all the same.
  const { requestId, senderHash } = await requestIdentityOf(request, form, context, "quote", [
    fields.name,
    fields.email,
    fields.phone,
    fields.message,
  ]);

  try {
    const textsWanted = form.has(textUpdatesField);
    const received = await context.requestInbox.receive(
      { ...fields, requestId, senderHash, kind: "quote", spamReason, textsWanted, source: requestSourceOf(request, form) },
      origin,
    );
    if (received.outcome === "flood") return refuse(429, floodMessage, fields, retryAfter(received.retryAfterSeconds));
  } catch (error) {
    console.error("Quote request could not be stored:", error);
    return data<QuoteActionResult>({ ok: false, formError: notSaved, values: fields }, { status: 500 });
  }
  return data<QuoteActionResult>({ ok: true });
}
