import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/route";
import { pushEndpointProblem } from "~/.server/alerts/push-endpoint";
import { pushKeysProblem } from "~/.server/alerts/push-keys";
import { requireMember } from "~/.server/owners/owner-auth";
import { deviceName } from "~/owner/device-name";

/** A subscription's JSON is well under 1 KB; anything far larger is not one. */
const maxBodyBytes = 4096;
const maxDevices = 10;

/** A page load here is no subscription: the list lives in the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  throw redirect("/owner#phone-alerts");
}
const base64url = (min: number, max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`));

/** `PushSubscription.toJSON()`: the endpoint and the keys the payload is encrypted to. */
const subscriptionSchema = z.object({
  endpoint: z.string().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});

const json = (body: unknown, status: number) => data(body, { status, headers: { "Cache-Control": "no-store" } });

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBodyBytes) throw json({ error: "That is not a push subscription (too large)." }, 413);
  try {
    return JSON.parse(text);
  } catch {
    throw json({ error: "That is not a push subscription (not JSON)." }, 400);
  }
}

/**
 * /owner/push-subscriptions: the owner's phones that alert on a new request.
 * - POST JSON `PushSubscription.toJSON()`: "Alert this phone" (201).
 * - POST JSON `{ unsubscribe: endpoint }`: "Stop alerts" on this phone (204).
 * - POST form `intent=remove&id=N`: remove any listed device, without JavaScript (303 to the inbox).
 * Signed-in owner, same origin (requireMember); anything else stores nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner } = await requireMember(request, context);
  // Over the server's post limit: refused before a byte of it is read.
  if (context.refusal) return json({ error: "That is not a push subscription (too large)." }, 413);
  const type = request.headers.get("content-type") ?? "";
  if (request.method === "POST" && type.startsWith("application/x-www-form-urlencoded")) {
    const form = await request.formData();
    const id = String(form.get("id") ?? "");
    if (form.get("intent") !== "remove" || !/^\d{1,12}$/.test(id)) return json({ error: "Unknown change." }, 400);
    await context.alerts.removeDevice(Number(id), owner.id);
    throw redirect("/owner#phone-alerts", 303);
  }
  if (!type.startsWith("application/json")) return json({ error: "Send the subscription as JSON." }, 415);
  const body = await readJson(request);

  if (request.method !== "POST") return json({ error: "Use POST." }, 405);
  const stop = z.object({ unsubscribe: z.string().max(1000) }).safeParse(body);
  if (stop.success) {
    await context.alerts.removeByEndpoint(stop.data.unsubscribe, owner.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }

  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) return json({ error: "That is not a push subscription (endpoint and keys expected)." }, 400);
  const keysProblem = pushKeysProblem(parsed.data.keys);
  if (keysProblem) return json({ error: keysProblem }, 400);
  const problem = await pushEndpointProblem(parsed.data.endpoint, { allowLocal: context.allowLocalPushEndpoints });
  if (problem) return json({ error: problem }, 400);
  // Every device costs a push per request: a handful is what an owner carries.
  const known = await context.alerts.devices(owner.id);
  if (known.length >= maxDevices && !known.some((device) => device.endpoint === parsed.data.endpoint)) {
    return json({ error: `At most ${maxDevices} devices alert one owner: remove one first.` }, 409);
  }
  const device = await context.alerts.addDevice(owner.id, parsed.data, deviceName(request.headers.get("user-agent")));
  return json({ id: device.id, device: device.device }, 201);
}
