import { createHash, randomBytes } from "node:crypto";

/**
 * A visitor as the counts know them, the way Plausible documents it: a hash of the day's random
 * salt, the site's host, the visitor's address and their browser's user agent. The same browser
 * on the same network is one visitor all day; once the day's salt is deleted, no hash of that
 * day can be made again, so nobody can be followed from one day to the next. The address and
 * user agent are never stored.
 */
export function visitorHash(salt: string, siteHost: string, address: string | null, userAgent: string): string {
  return createHash("sha256")
    .update(`${salt}\n${siteHost}\n${address ?? ""}\n${userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/** An address alone, hashed with the day's salt as a visitor is: for a limit per address, kept no longer than the salt. */
export function addressHash(salt: string, siteHost: string, address: string | null): string {
  return visitorHash(salt, `${siteHost}\naddress`, address, "");
}

/** A new day's salt: 128 random bits. */
export const newSalt = () => randomBytes(16).toString("base64url");
