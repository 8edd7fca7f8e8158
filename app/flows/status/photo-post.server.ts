import type { AppLoadContext } from "react-router";
import { isStatusPageOpen } from "~/lib/request-status";
import { readPostWithPhotos, storePhotos, UnreadablePostError } from "~/.server/photos/photo-uploads";
import { maxPhotos, photoKeyParam, photoKeyPattern, type PhotoUploadResult } from "~/lib/request-photos";

export interface PhotoPostAnswer {
  status: number;
  result: PhotoUploadResult;
}

/**
 * Photos posted to a request by its status token: kept (three at most in all, each a real image),
 * e-mailed to the owner. A post that keeps nothing answers 400 (409 when the slots are full),
 * saying which photo and why.
 */
export async function receivePhotoPost(request: Request, token: string, context: AppLoadContext): Promise<PhotoPostAnswer> {
  const refuse = (status: number, error: string): PhotoPostAnswer => ({ status, result: { ok: false, photos: [], error } });
  if (context.refusal) return refuse(context.refusal.status, context.refusal.message);
  const stored = await context.requestStore.getByStatusToken(token);
  if (!stored || !isStatusPageOpen(stored)) return refuse(404, "This request was not found.");

  // An upload sent again under its key (a retry, the outbox and the page both sending): the photo kept the first time.
  const key = new URL(request.url).searchParams.get(photoKeyParam);
  const uploadKey = key && photoKeyPattern.test(key) ? key : undefined;
  if (uploadKey && (await context.requestStore.photoWithKey(stored.id, uploadKey))) {
    // Read and dropped, so the connection stays fit for the next upload.
    await request.arrayBuffer().catch(() => undefined);
    return { status: 200, result: { ok: true, photos: [{ name: "photo", ok: true, alreadyKept: true }] } };
  }

  // The photos sent with the request; those sent with messages have slots of their own.
  const already = (await context.requestStore.photos(stored.id)).filter((photo) => photo.message === null).length;
  if (already >= maxPhotos) return refuse(409, `This request has ${maxPhotos} photos already, so no more were kept.`);
  let results;
  try {
    ({ photos: results } = await readPostWithPhotos(request, already));
  } catch (error) {
    if (!(error instanceof UnreadablePostError)) throw error;
    return refuse(400, "The photo could not be read. Please try again.");
  }
  const photos = await storePhotos(context.requestStore, stored.id, results, null, uploadKey);
  // Only a photo kept now is e-mailed: one sent again was in an e-mail already.
  if (photos.some((photo) => photo.ok && !photo.alreadyKept)) context.notifyPhotos(stored.id);
  const kept = photos.filter((photo) => photo.ok).length;
  if (photos.length === 0) return refuse(400, "No photo was sent.");
  const ok = kept === photos.length;
  const error = ok ? undefined : kept === 0 ? "No photo was kept." : `${kept} of ${photos.length} photos were kept.`;
  return { status: kept > 0 ? 200 : 400, result: { ok, photos, error } };
}
