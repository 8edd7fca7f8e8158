import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (X-Twilio-Signature): HMAC-SHA1 with the account's auth token over
 * the full URL Twilio posted to, followed by each form field's name and value, fields sorted by
 * name (a repeated field's values sorted too), base64. What Twilio's own `validateRequest` checks.
 */
export function twilioSignature(authToken: string, url: string, fields: URLSearchParams): string {
  const names = [...new Set(fields.keys())].sort();
  let data = url;
  for (const name of names) {
    for (const value of fields.getAll(name).sort()) data += name + value;
  }
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** True when `signature` is the one Twilio makes for this URL and these fields (compared in constant time). */
export function isTwilioSigned(authToken: string, url: string, fields: URLSearchParams, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
