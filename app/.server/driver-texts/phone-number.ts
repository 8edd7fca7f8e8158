/**
 * The numbers texts go to. The business serves Ontario from a Canadian number, so a text goes
 * only to a North American (NANP) number, kept as E.164 (+1 and ten digits): what the SMS
 * provider takes, and how a text back (its `From`) is matched to the request.
 */

/** Toll-free and premium area codes: they answer calls, not texts. */
const notTextable = new Set(["800", "833", "844", "855", "866", "877", "888", "900"]);

/** "+15195550100" for "519-555-0100", "(519) 555 0100" or "+1 519 555 0100"; null for anything else. */
export function toE164(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  // Area code and exchange both start 2–9 in the North American plan.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/**
 * Whether a number can take a text: a North American number outside the toll-free and premium
 * codes. Canadian mobile and landline numbers share area codes, so nothing in the number says
 * "mobile"; a landline the driver ticked "Text me updates" for fails at the provider, and that
 * failure is in the request's history.
 */
export function textableNumber(phone: string): string | null {
  const e164 = toE164(phone);
  return e164 && !notTextable.has(e164.slice(2, 5)) ? e164 : null;
}

/** "519-555-0100" for the owner's screens. */
export const displayNumber = (e164: string) => `${e164.slice(2, 5)}-${e164.slice(5, 8)}-${e164.slice(8)}`;
