import { data, type AppLoadContext } from "react-router";
import { FormDataParseError, MultipartParseError } from "@remix-run/form-data-parser";
import { floodMessage } from "~/lib/quote-action.server";
import { requestIdOf } from "~/lib/request-id.server";
import { requestReference, statusPath } from "~/lib/request-status";
import { needs911, type PhotoOutcome, type RoadsideActionResult } from "~/lib/roadside-fields";
import { readPostWithPhotos, storePhotos, type PostWithPhotos } from "~/lib/roadside-photos.server";
import { parseRoadsideForm } from "~/lib/roadside-request.server";
import { spamSignalOf } from "~/lib/spam-signals";

const unreadable = "Your request could not be read. Please send the form again, or call us.";
const notSaved = "Something went wrong on our side and your request was not saved. Please call us.";

const refuse = (status: number, result: Omit<Extract<RoadsideActionResult, { ok: false }>, "ok">) =>
  data<RoadsideActionResult>({ ok: false, ...result }, { status });

/**
 * Takes a roadside request: without JavaScript one multipart post with the photos, with
 * JavaScript the text alone (photos follow to the request's photo address). The request is
 * committed before success is answered, once per request id; a photo that cannot be used is
 * reported and never costs the request.
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
    if (!(error instanceof FormDataParseError || error instanceof MultipartParseError)) throw error;
    return refuse(400, { formError: unreadable });
  }

  const parsed = parseRoadsideForm(post.form);
  if (parsed.kind === "invalid") {
    const photosAgain = post.photos.length > 0 ? " Choose your photos again before you send." : "";
    return refuse(400, { formError: parsed.formError + photosAgain, fieldErrors: parsed.fieldErrors, values: parsed.values });
  }
  const { request: roadside } = parsed;
  const spamReason = parsed.kind === "bot" ? "honeypot filled" : spamSignalOf(roadside.details.details);
  const requestId = requestIdOf(post.form, "roadside", context.clientIp, [roadside.phone, roadside.name, roadside.details]);
  const origin = { ip: context.clientIp, userAgent: request.headers.get("user-agent") };

  let photos: PhotoOutcome[] = post.photos.map((result) => (result.ok ? { name: result.photo.name, ok: true } : result.outcome));
  let received;
  try {
    received = await context.requestInbox.receive(
      {
        requestId,
        kind: "roadside",
        name: roadside.name,
        email: "",
        phone: roadside.phone,
        message: roadside.details.details,
        details: { ...roadside.details },
        spamReason,
      },
      origin,
      {
        async beforeNotify(stored) {
          // A bot's attachments are not kept; a person's go next to the request, before the e-mail.
          if (!stored.spam) photos = await storePhotos(context.requestStore, context.uploadsDir, stored.id, post.photos);
        },
      },
    );
  } catch (error) {
    console.error("Roadside request could not be stored:", error);
    return refuse(500, { formError: notSaved, values: parsed.values });
  }
  if (received.outcome === "flood") return refuse(429, { formError: floodMessage, values: parsed.values });

  const stored = received.request;
  const path = statusPath(stored.statusToken);
  return data<RoadsideActionResult>({
    ok: true,
    reference: requestReference(stored),
    statusPath: path,
    photoPath: `${path}/photos`,
    call911: needs911(parsed.values),
    photos,
  });
}
