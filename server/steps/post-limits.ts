import { bodyTooLargeMessage } from "~/flows/request-form/refusals";
import { photosTooLargeMessage } from "~/lib/request-photos";
import { textResponse, type Step } from "../pipeline";

/**
 * Where photos are posted: the roadside form, a request's status page (photos without JavaScript,
 * and the old address of its messages), its photo address and the driver's message, which takes
 * photos too (each with its .data twin).
 */
const uploadPaths = /^\/(roadside(\.data)?|request\/[A-Za-z0-9_-]{1,64}(\.data|\/(photos|message)(\.data)?)?)$/;

/** Stripe's webhook: an event is JSON of a few kilobytes, sent by Stripe, not a form. */
const webhookPath = /^\/stripe\/webhook$/;

export interface PostLimits {
  /** Every post but those that carry photos and Stripe's events. */
  bodyBytes: number;
  /** The roadside form and a request's addresses that take photos. */
  uploadBytes: number;
  /** Stripe's webhook: more than a form (an event with its session can pass 32 KB), far less than photos. */
  webhookBytes: number;
}

/**
 * A post's size is known before it is read: browsers always declare it (one without is asked
 * for it, 411), and Node stops at the declared length, so the limit holds without counting
 * bytes. One over its limit reaches its action marked refused (413 with the form's own
 * message, the fields kept), and the connection closes rather than read the rest.
 */
export const postLimitsStep =
  (limits: PostLimits): Step =>
  (request, facts) => {
    if (request.method !== "POST") return undefined;
    const declared = request.headers.get("content-length");
    if (declared === null) return textResponse(411, "Length Required");
    const url = new URL(request.url);
    // The driver's message with its photos, posted with JavaScript to its JSON twin (or by the outbox).
    const photos = uploadPaths.test(url.pathname) || (url.pathname === "/outbox" && url.searchParams.get("kind") === "message");
    const limit = photos ? limits.uploadBytes : webhookPath.test(url.pathname) ? limits.webhookBytes : limits.bodyBytes;
    if (Number(declared) > limit) facts.refusal = { status: 413, message: photos ? photosTooLargeMessage : bodyTooLargeMessage };
    return undefined;
  };
