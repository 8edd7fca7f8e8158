import { z } from "zod";
import { honeypotField, quoteFields, type QuoteField, type QuoteFormValues } from "~/lib/quote-fields";

export { honeypotField, quoteFields, type QuoteActionResult, type QuoteField, type QuoteFormValues } from "~/lib/quote-fields";

/** Server-side limits: generous for a real request, small enough to refuse junk. */
export const quoteLimits = { name: 120, email: 254, phone: 40, message: 5000 } as const;

/** Normalises Unicode and drops control characters (keeping line breaks in the message). */
export function clean(value: string, { multiline }: { multiline: boolean }): string {
  const normalized = value.normalize("NFC").replace(/\r\n?/g, "\n");
  // Control characters other than tab and newline have no place in a quote request.
  /* eslint-disable no-control-regex -- matching control characters is the point */
  const controls = multiline
    ? /[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/g
    : /[\u0000-\u001F\u007F\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/g;
  /* eslint-enable no-control-regex */
  return normalized.replace(controls, multiline ? "" : " ").trim();
}

export const field = (multiline = false) =>
  z.string({ error: "This field is required." }).transform((value) => clean(value, { multiline }));

/**
 * A phone number a person can be called back on; shared by every form. Bytes that were not text
 * (replaced by U+FFFD when a garbled post was read) are dropped: the digits around them still call.
 */
export const phoneSchema = field()
  .transform((value) => value.replace(/\uFFFD/g, "").trim())
  .pipe(
    z
      .string()
      .min(1, "Please enter your phone number.")
      .max(quoteLimits.phone, `Your phone number must be at most ${quoteLimits.phone} characters.`)
      .regex(/^[0-9+().\-\s/x#ext]*$/i, "Please enter a phone number using digits, spaces, +, ( ) and -.")
      .refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= 7 && digits <= 15;
      }, "Please enter a phone number with 7 to 15 digits."),
  );

export const quoteRequestSchema = z.object({
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

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

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
