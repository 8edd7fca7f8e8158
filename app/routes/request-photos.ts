import { data, redirect } from "react-router";
import { FormDataParseError, MultipartParseError } from "@remix-run/form-data-parser";
import type { Route } from "./+types/request-photos";
import { isStatusPageOpen, statusPath } from "~/lib/request-status";
import { maxPhotos, type PhotoOutcome } from "~/lib/roadside-fields";
import { readPostWithPhotos, storePhotos } from "~/lib/roadside-photos.server";

export interface PhotoUploadResult {
  ok: boolean;
  photos: PhotoOutcome[];
  error?: string;
}

/** The form's script asks for JSON; a page without JavaScript gets the status page back. */
const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

/**
 * POST /request/{token}/photos: photos sent after the request's text (with JavaScript, one by
 * one, scaled on the phone), or sent again from the confirmation. The status token is the key;
 * the request keeps at most three photos, and each new one is e-mailed to the owner.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = (status: number, result: PhotoUploadResult) => data(result, { status, headers: { "Cache-Control": "no-store" } });
  if (context.refusal) return answer(context.refusal.status, { ok: false, photos: [], error: context.refusal.message });
  const stored = await context.requestStore.getByStatusToken(params.token);
  if (!stored || !isStatusPageOpen(stored)) return answer(404, { ok: false, photos: [], error: "This request was not found." });

  const already = (await context.requestStore.photos(stored.id)).length;
  if (already >= maxPhotos) {
    return answer(409, { ok: false, photos: [], error: `This request has ${maxPhotos} photos already.` });
  }
  let results;
  try {
    ({ photos: results } = await readPostWithPhotos(request, already));
  } catch (error) {
    if (!(error instanceof FormDataParseError || error instanceof MultipartParseError)) throw error;
    return answer(400, { ok: false, photos: [], error: "The photo could not be read. Please try again." });
  }
  const photos = await storePhotos(context.requestStore, context.uploadsDir, stored.id, results);
  if (photos.some((photo) => photo.ok)) context.notifyPhotos(stored.id);
  if (!wantsJson(request)) throw redirect(statusPath(stored.statusToken), 303);
  const ok = photos.length > 0 && photos.every((photo) => photo.ok);
  return answer(ok ? 200 : 400, { ok, photos, error: photos.length === 0 ? "No photo was sent." : undefined });
}

export function loader() {
  return data(null, { status: 405, headers: { Allow: "POST" } });
}
