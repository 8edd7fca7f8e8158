import { z } from "zod";
import type { CountBeacon } from "~/lib/visit-source";
import { pagePathSchema } from "./visit-values";

/** A beacon's body is a few dozen bytes; anything longer is not one. */
export const beaconMaxBytes = 1024;

const tag = z.string().max(200).optional();

/** The page and how the visit began: what a request form's hidden field holds. */
const visitSchema = z.object({ page: pagePathSchema, ref: tag, utm_source: tag, utm_campaign: tag });

/** The beacon's body (app/lib/visit-source.ts): what was done, on which page, and how the visit began. */
const beaconSchema = visitSchema.extend({ kind: z.enum(["view", "call", "text", "form"]) }) satisfies z.ZodType<CountBeacon>;

function parsed<T>(schema: z.ZodType<T>, body: string): T | null {
  if (body.length > beaconMaxBytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const result = schema.safeParse(json);
  return result.success ? result.data : null;
}

/** The beacon in a posted body (JSON), or null when it is not one. */
export const parseBeacon = (body: string): CountBeacon | null => parsed(beaconSchema, body);

/** A request form's visit field (JSON), or null when it holds none (sent without JavaScript). */
export const parseVisit = (body: string): Omit<CountBeacon, "kind"> | null => parsed(visitSchema, body);
