import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/route";
import { isInServiceRegion } from "~/config/service-region";
import { postsOnly } from "~/.server/http/refusal";
import { requireMember, requireRequest } from "~/.server/owners/owner-auth";

/** `{"latitude":…,"longitude":…,"accuracy":…}` is under 100 bytes; anything far larger is not a position. */
const maxBodyBytes = 1024;

/** A phone's fix: finite numbers, in the service region (app/config/service-region.ts). */
const positionSchema = z
  .object({
    latitude: z.number().finite().min(-90).max(90),
    longitude: z.number().finite().min(-180).max(180),
    accuracy: z.number().finite().min(0).max(100_000).nullable().optional(),
  })
  .strict()
  .refine((position) => isInServiceRegion(position.latitude, position.longitude), "outside the service region");

const json = (body: unknown, status: number) => data(body, { status, headers: { "Cache-Control": "no-store" } });

/** A page load here is nothing: the address takes the phone's posts only. */
export const loader = () => {
  throw postsOnly();
};

/**
 * POST /owner/requests/{id}/location: the technician's phone on the way, every 20 s. Only from
 * the member the job is assigned to, or an owner (requireMember: same origin, signed in; 403
 * otherwise), as JSON, a position in the service region (400 otherwise), while the job is on the
 * way (409 otherwise). One small write: the job's one row is overwritten. Answered 204.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { owner } = await requireMember(request, context);
  const stored = await requireRequest(owner, params.id, context);
  // Over the server's post limit: refused before a byte of it is read.
  if (context.refusal) return json({ error: "That is not a position (too large)." }, 413);
  if (!(request.headers.get("content-type") ?? "").startsWith("application/json"))
    return json({ error: "Send the position as JSON." }, 415);
  const text = await request.text();
  if (text.length > maxBodyBytes) return json({ error: "That is not a position (too large)." }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json({ error: "That is not a position (not JSON)." }, 400);
  }
  const parsed = positionSchema.safeParse(body);
  if (!parsed.success) return json({ error: "That is not a position in the service region (latitude and longitude expected)." }, 400);
  const saved = await context.requestStore.savePosition(stored.id, owner.id, {
    latitude: parsed.data.latitude,
    longitude: parsed.data.longitude,
    accuracy: parsed.data.accuracy ?? null,
  });
  if (!saved) return json({ error: "The job is not on the way: no position is kept." }, 409);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
