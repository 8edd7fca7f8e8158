import type { AppLoadContext } from "react-router";
import { readPostWithPhotos, storePhotos, UnreadablePostError } from "~/.server/photos/photo-uploads";
import { cleanMessage, maxMessagePhotos, messageError } from "~/lib/messages";
import type { PhotoOutcome } from "~/lib/request-photos";
import { isStatusPageOpen } from "~/lib/request-status";
import { retryAfter } from "~/.server/http/retry-after";

/** What a driver's message post came to: kept (with any photos refused named), or refused with why and the words kept to send again. */
export interface MessagePostResult {
  ok: boolean;
  error?: string;
  /** The words, when they were not kept: the form shows them again. */
  draft?: string;
  photos: PhotoOutcome[];
}

/** More messages than this to one request in 10 minutes are refused: a call works better by then. */
const messageFlood = 20;
const messageFloodWindowMs = 10 * 60_000;

/**
 * A message from the driver on the status page, with up to three photos besides those sent with
 * the request: kept in the request's thread, the photos with it, and the owner's phones alerted.
 * An empty or over-long message, an unknown or expired token, a flood: a clear answer, nothing lost.
 */
export async function receiveDriverMessage(
  request: Request,
  token: string,
  context: AppLoadContext,
): Promise<{ status: number; result: MessagePostResult; headers?: Record<string, string> }> {
  const refuse = (status: number, error: string, draft?: string) => ({ status, result: { ok: false, error, draft, photos: [] } });
  if (context.refusal) return refuse(context.refusal.status, context.refusal.message);
  const stored = await context.requestStore.getByStatusToken(token);
  if (!stored || !isStatusPageOpen(stored)) return refuse(404, "This request was not found. If your truck needs help, call us.");
  if ((await context.messages.countSince({ request: stored.id }, new Date(Date.now() - messageFloodWindowMs))) >= messageFlood) {
    return {
      ...refuse(429, "That is many messages in a few minutes: please call us instead."),
      headers: retryAfter(messageFloodWindowMs / 1000),
    };
  }
  const withMessages = (await context.requestStore.photos(stored.id)).filter((photo) => photo.message !== null).length;
  let post;
  try {
    post = await readPostWithPhotos(request, withMessages, maxMessagePhotos);
  } catch (error) {
    if (!(error instanceof UnreadablePostError)) throw error;
    return refuse(400, "Your message could not be read. Please try again, or call us.");
  }
  const typed = cleanMessage(String(post.form.get("message") ?? ""));
  const photosSent = post.photos.length > 0;
  const body = typed || (photosSent ? "(photos)" : "");
  const error = messageError(body);
  if (error) return refuse(400, error, typed);
  const { message } = await context.messages.add({ request: stored.id, sender: "driver", via: "page", body });
  const photos = await storePhotos(context.requestStore, stored.id, post.photos, message.id);
  if (photos.some((photo) => photo.ok)) context.notifyPhotos(stored.id);
  context.alertMessage(stored, message.id, "message");
  const refused = photos.filter((photo) => !photo.ok).length;
  if (refused === 0) return { status: 200, result: { ok: true, photos } };
  return {
    status: 200,
    result: { ok: false, error: `Your message was sent; ${refused} photo${refused === 1 ? " was" : "s were"} not kept.`, photos },
  };
}
