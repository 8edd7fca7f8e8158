/**
 * The quote form's shape, shared by the browser form and the server's schema.
 * Kept free of zod so the form's JavaScript stays small.
 */
export const quoteFields = ["name", "email", "phone", "message"] as const;
export type QuoteField = (typeof quoteFields)[number];
export type QuoteFormValues = Record<QuoteField, string>;

/** What the quote action answers; the form shows a toast (or, without JavaScript, a page) from it. */
export type QuoteActionResult =
  | { ok: true }
  | {
      ok: false;
      fieldErrors?: Partial<Record<QuoteField, string>>;
      formError?: string;
      values?: QuoteFormValues;
      /** It could not be posted and is kept on the phone, to go when there is signal. */
      kept?: boolean;
    };
