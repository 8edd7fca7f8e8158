import { z } from "zod";

/** The longest phone number any form takes (extensions included). */
export const phoneLimit = 40;

/** Normalises Unicode and drops control characters (keeping line breaks in the message). */
function clean(value: string, { multiline }: { multiline: boolean }): string {
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
      .max(phoneLimit, `Your phone number must be at most ${phoneLimit} characters.`)
      .regex(/^[0-9+().\-\s/x#ext]*$/i, "Please enter a phone number using digits, spaces, +, ( ) and -.")
      .refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= 7 && digits <= 15;
      }, "Please enter a phone number with 7 to 15 digits."),
  );
