import { z } from "zod";
import { isPrivatePath } from "~/lib/private-paths";

/**
 * The values a visitor's browser may tell about a visit (the beacon, a request form's hidden
 * fields, the Referer), checked the one way: a public page's path, a host, a utm tag. Anything
 * else is dropped, never stored: a hostile value cannot fill the totals with junk keys.
 */

/** A public page's path: no query, not a file (/sw.js), no private page (the owner's, a driver's status page). */
export const pagePathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^\s?#\\]*$/)
  .refine((path) => !/\.\w+$/.test(path) && !isPrivatePath(path));

/** A host name as a browser names a site, with its port when it has one. */
export const hostSchema = z
  .string()
  .max(200)
  .transform((host) => host.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/));

/** A utm_source or utm_campaign: lower case, spaces folded, at most 60 characters, never empty. */
export const utmSchema = z
  .string()
  .transform((value) =>
    value
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase()
      .slice(0, 60),
  )
  .pipe(z.string().min(1));

/** The value, when it passes; null when it does not (or is missing). */
export const validOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The utm tags of an address's query ("?utm_source=newsletter&utm_campaign=spring"). */
export function utmOf(search: string): { utmSource: string | null; utmCampaign: string | null } {
  if (!search.includes("utm_")) return { utmSource: null, utmCampaign: null };
  const query = new URLSearchParams(search);
  return { utmSource: validOrNull(utmSchema, query.get("utm_source")), utmCampaign: validOrNull(utmSchema, query.get("utm_campaign")) };
}
