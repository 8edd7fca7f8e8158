import { createHmac } from "node:crypto";

/**
 * What the site keeps of a visitor's address: a keyed hash of it and the day (Toronto time), so
 * requests from one address can be counted against the limits for the day, and nothing about the
 * address can be read back or followed to another day. The key is the site's own, kept in its
 * database (one for every process); the hashes themselves are cleared after a day.
 */
export function createAddressHasher(key: string): (address: string | null, now?: Date) => string | null {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" });
  return (address, now = new Date()) =>
    address
      ? createHmac("sha256", key)
          .update(`${day.format(now)}|${address}`)
          .digest("base64url")
          .slice(0, 32)
      : null;
}
