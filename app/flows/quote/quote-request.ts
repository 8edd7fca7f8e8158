import { z } from "zod";
import { quoteFields, type QuoteField, type QuoteFormValues } from "~/flows/quote/quote-fields";
import { honeypotField } from "~/flows/request-form/honeypot";
import { field, phoneLimit, phoneSchema } from "~/flows/request-form/field-schemas";

/** Server-side limits: generous for a real request, small enough to refuse junk. */
export const quoteLimits = { name: 120, email: 254, phone: phoneLimit, message: 5000 } as const;

const quoteRequestSchema = z.object({
  name: field().pipe(
    z.string().min(1, "Please enter your name.").max(quoteLimits.name, `Your name must be at most ${quoteLimits.name} characters.`),
  ),
  email: field().pipe(
    z
      .string()
      .min(1, "Please enter your email address.")
      .max(quoteLimits.email, `Your email address must be at most ${quoteLimits.email} characters.`)
      .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  ),
  phone: phoneSchema,
  message: field(true).pipe(
    z
      .string()
      .min(1, "Please tell us what you need.")
      .max(quoteLimits.message, `Your message must be at most ${quoteLimits.message} characters.`),
  ),
});

type QuoteRequest = z.output<typeof quoteRequestSchema>;

export type QuoteParseResult =
  | { kind: "valid"; request: QuoteRequest }
  | { kind: "bot"; values: QuoteFormValues }
  | { kind: "invalid"; fieldErrors: Partial<Record<QuoteField, string>>; values: QuoteFormValues };

/**
 * Reads a posted form. Repeated keys, files in place of text, and unexpected
 * shapes are all answered as invalid rather than thrown.
 */
export function parseQuoteForm(form: FormData): QuoteParseResult {
  const raw: Partial<Record<QuoteField, string>> = {};
  const values = {} as QuoteFormValues;
  const fieldErrors: Partial<Record<QuoteField, string>> = {};
  for (const name of quoteFields) {
    const all = form.getAll(name);
    const first = all[0];
    if (typeof first === "string") raw[name] = first;
    // Echo back at most a little over the limit, so an oversized post is not re-sent in full.
    values[name] = (raw[name] ?? "").slice(0, quoteLimits[name] + 100);
    if (all.length > 1) fieldErrors[name] = "This field was sent more than once.";
    else if (first !== undefined && typeof first !== "string") fieldErrors[name] = "This field must be text.";
  }

  // A bot that filled the honeypot is kept (as spam) with what it sent, within the limits.
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    const trimmed = Object.fromEntries(quoteFields.map((name) => [name, values[name].slice(0, quoteLimits[name])]));
    return { kind: "bot", values: trimmed as QuoteFormValues };
  }

  const result = quoteRequestSchema.safeParse(raw);
  if (result.success && Object.keys(fieldErrors).length === 0) return { kind: "valid", request: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0] as QuoteField | undefined;
    if (name && !fieldErrors[name]) fieldErrors[name] = issue.message;
  }
  return { kind: "invalid", fieldErrors, values };
}
