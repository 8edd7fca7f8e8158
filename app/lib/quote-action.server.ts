import { data, type AppLoadContext } from "react-router";
import { parseQuoteForm, type QuoteActionResult } from "~/lib/quote-request";

const notSaved = "Something went wrong on our side and your request was not saved.";
export const bodyTooLargeMessage = "Your request is too large to send. Please shorten the message.";

const refuse = (status: number, formError: string) => data<QuoteActionResult>({ ok: false, formError }, { status });

/**
 * Validates a posted quote request and hands it to the inbox, which commits it to
 * the database before this answers success. Every failure is an answer the form
 * can show, never an error page.
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
  // A bot that filled the honeypot is told "received" and nothing is stored.
  if (parsed.kind === "bot") return data<QuoteActionResult>({ ok: true });
  if (parsed.kind === "invalid") {
    return data<QuoteActionResult>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: parsed.values, formError: "Please correct the fields below." },
      { status: 400 },
    );
  }

  try {
    await context.quoteInbox.receive(parsed.request, { ip: context.clientIp, userAgent: request.headers.get("user-agent") });
  } catch (error) {
    console.error("Quote request could not be stored:", error);
    return data<QuoteActionResult>({ ok: false, formError: notSaved, values: parsed.request }, { status: 500 });
  }
  return data<QuoteActionResult>({ ok: true });
}
