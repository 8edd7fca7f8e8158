import { data, type AppLoadContext } from "react-router";
import { siteConfig } from "~/config/site";
import { provesSender, requestIdentityOf } from "~/flows/request-form/request-id.server";
import { requestReference, statusPath } from "~/lib/request-status";
import { needs911, type RoadsideActionResult } from "~/flows/roadside/roadside-fields";
import { readPostWithPhotos, storePhotos, UnreadablePostError, type PostWithPhotos } from "~/.server/photos/photo-uploads";
import { parseRoadsideForm } from "~/flows/roadside/roadside-request.server";
import { spamSignalOf } from "~/flows/request-form/spam-signals";
import { floodMessage } from "~/flows/request-form/refusals";
import { retryAfter } from "~/.server/http/retry-after";
import { requestSourceOf } from "~/flows/request-form/visit-source.server";
import { type PhotoOutcome } from "~/lib/request-photos";

const unreadable = `Your request could not be read. Please send the form again, or call us at ${siteConfig.phone.display}.`;
const garbledNote = `Some of what you sent held characters this form cannot read. Please check the fields below, or call us at ${siteConfig.phone.display}.`;
const notSaved = `Something went wrong on our side and your request was not saved. Please call us at ${siteConfig.phone.display}.`;

const refuse = (status: number, result: Omit<Extract<RoadsideActionResult, { ok: false }>, "ok">, headers?: HeadersInit) =>
  data<RoadsideActionResult>({ ok: false, ...result }, { status, headers });

/** Photos sent again with a request that was already received are not added to it: said so, by name. */
const notAddedAgain = (photos: PostWithPhotos["photos"]): PhotoOutcome[] =>
  photos.map((result) => {
    const name = result.ok ? result.photo.name : result.outcome.name;
    return { name, ok: false, error: `${name} was not added: this request was already received.` };
  });

/**
 * Takes a roadside request: without JavaScript one multipart post with the photos, with
 * JavaScript the text alone (photos follow to the request's photo address). The request is
 * committed before success is answered, once per request id; a photo that cannot be used is
 * reported and never costs the request. A post repeating a stored request's id is answered
 * "already received"; it gets the private status link only when it proves it comes from the
 * browser that sent the first one (request-id.server.ts).
 */
export async function handleRoadsideAction(request: Request, context: AppLoadContext) {
  if (context.refusal) return refuse(context.refusal.status, { formError: context.refusal.message });
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return refuse(415, { formError: unreadable });
  }
  let post: PostWithPhotos;
  try {
    post = await readPostWithPhotos(request);
  } catch (error) {
    if (!(error instanceof UnreadablePostError)) throw error;
    return refuse(400, { formError: unreadable });
  }

  const parsed = parseRoadsideForm(post.form);
  if (parsed.kind === "invalid") {
    const photosAgain = post.photos.length > 0 ? " Choose your photos again before you send." : "";
    const formError = (post.garbled ? garbledNote : parsed.formError) + photosAgain;
    return refuse(400, { formError, fieldErrors: parsed.fieldErrors, values: parsed.values });
  }
  const { request: roadside } = parsed;
  const spamReason = parsed.kind === "bot" ? "honeypot filled" : spamSignalOf(roadside.details.details);
  const identity = await requestIdentityOf(request, post.form, context, "roadside", [roadside.phone, roadside.name, roadside.details]);
  const headers = identity.setCookie ? { "Set-Cookie": identity.setCookie } : undefined;
  // Only a keyed, daily hash of the address is kept, for the per-address limits.
  const origin = { addressHash: await context.hashAddress(context.clientIp) };

  let photos: PhotoOutcome[] = [];
  let received;
  try {
    received = await context.requestInbox.receive(
      {
        requestId: identity.requestId,
        senderHash: identity.senderHash,
        kind: "roadside",
        name: roadside.name,
        email: "",
        phone: roadside.phone,
        message: roadside.details.details,
        details: { ...roadside.details },
        spamReason,
        textsWanted: parsed.values.textUpdates,
        source: requestSourceOf(request, post.form),
      },
      origin,
      {
        async beforeNotify(stored) {
          // A bot's attachments are not kept; a person's go next to the request, before the e-mail.
          if (!stored.spam) photos = await storePhotos(context.requestStore, stored.id, post.photos);
        },
      },
    );
  } catch (error) {
    console.error("Roadside request could not be stored:", error);
    return refuse(500, { formError: notSaved, values: parsed.values }, headers);
  }
  if (received.outcome === "flood") {
    return refuse(429, { formError: floodMessage, values: parsed.values }, { ...headers, ...retryAfter(received.retryAfterSeconds) });
  }

  const stored = received.request;
  const call911 = needs911(parsed.values);
  if (received.outcome === "duplicate") {
    const photosHeld = (await context.requestStore.photos(stored.id)).length;
    const links = provesSender(identity, stored.senderHash)
      ? { statusPath: statusPath(stored.statusToken), photoPath: `${statusPath(stored.statusToken)}/photos` }
      : {};
    return data<RoadsideActionResult>(
      {
        ok: true,
        alreadyReceived: true,
        reference: requestReference(stored),
        call911,
        photos: notAddedAgain(post.photos),
        photosHeld,
        ...links,
      },
      { headers },
    );
  }
  if (stored.spam) photos = post.photos.map((result) => (result.ok ? { name: result.photo.name, ok: true } : result.outcome));
  const path = statusPath(stored.statusToken);
  return data<RoadsideActionResult>(
    { ok: true, reference: requestReference(stored), statusPath: path, photoPath: `${path}/photos`, call911, photos },
    { headers },
  );
}
