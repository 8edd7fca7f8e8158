import { data } from "react-router";
import type { Route } from "./+types/photo";
import { requireOwner } from "~/flows/owner/owner-auth.server";

/** A photo sent with a request: only to a signed-in owner, never kept by a browser or proxy cache. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  const requestId = /^\d{1,12}$/.test(params.id) ? Number(params.id) : NaN;
  const photo = Number.isNaN(requestId)
    ? undefined
    : (await context.requestStore.photos(requestId)).find((candidate) => String(candidate.id) === params.photo);
  if (!photo) throw data("No such photo.", { status: 404, statusText: "Not Found" });
  const body = (await context.requestStore.photoBodies(requestId, [photo.id])).get(photo.id);
  if (!body) throw data("No such photo.", { status: 404, statusText: "Not Found" });
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": photo.contentType, "Content-Length": String(body.byteLength), "Cache-Control": "private, no-store" },
  });
}
