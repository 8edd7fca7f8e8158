import { refusal } from "~/.server/http/refusal";
import type { Route } from "./+types/route";
import { requireMember, requireRequest } from "~/.server/owners/owner-auth";

/** A photo sent with a request: only to an owner or the request's technician, never kept by a browser or proxy cache. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { owner } = await requireMember(request, context);
  await requireRequest(owner, params.id, context);
  const requestId = /^\d{1,12}$/.test(params.id) ? Number(params.id) : NaN;
  const photo = Number.isNaN(requestId)
    ? undefined
    : (await context.requestStore.photos(requestId)).find((candidate) => String(candidate.id) === params.photo);
  if (!photo) throw refusal("No such photo.", 404);
  const body = (await context.requestStore.photoBodies(requestId, [photo.id])).get(photo.id);
  if (!body) throw refusal("No such photo.", 404);
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": photo.contentType, "Content-Length": String(body.byteLength), "Cache-Control": "private, no-store" },
  });
}
