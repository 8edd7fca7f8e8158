import { createHash } from "node:crypto";
import { siteConfig } from "~/config/site";
import { requestReference, statusPath } from "~/lib/request-status";
import type { RequestPhoto, StoredRequest } from "./store";

/**
 * How a kind of request reads in the owner's e-mail: its subject and its body. Each flow writes
 * its own (flows/quote/quote-email.ts, flows/roadside/roadside-email.ts); the mail around it
 * (sender, thread, attachments) is this module's.
 */
export type RequestDescription = (
  request: StoredRequest,
  context: { siteUrl: string; photos: number },
) => { subject: string; text: string };

interface Addresses {
  from: string;
  to: string;
  /** The public origin: names the Message-ID's domain and the status page's address. */
  siteUrl: string;
}

/** A photo to attach: its facts and its bytes, read from the database by the sender. */
export type PhotoAttachment = RequestPhoto & { body: Buffer };

/** The Message-ID of a request's first e-mail, from its request id: a second send looks like the same message. */
function messageIdOf(request: StoredRequest, siteUrl: string, suffix = "") {
  const idHash = createHash("sha256")
    .update(request.requestId + suffix)
    .digest("hex")
    .slice(0, 24);
  return `<request-${idHash}@${new URL(siteUrl).hostname}>`;
}

const attachmentsOf = (request: StoredRequest, photos: readonly PhotoAttachment[], first = 1) =>
  photos.map((photo, index) => ({
    filename: `${requestReference(request)}-photo-${first + index}.jpg`,
    content: photo.body,
    contentType: photo.contentType,
  }));

/**
 * The plain-text e-mail the owner receives for one request, with its photos attached. Its
 * Message-ID comes from the request id, so if a crash ever forces a second send, mail
 * programs see the same message.
 */
export function requestEmail(
  request: StoredRequest,
  { from, to, siteUrl }: Addresses,
  describe: RequestDescription,
  photos: readonly PhotoAttachment[] = [],
) {
  const { subject, text } = describe(request, { siteUrl, photos: photos.length });
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    replyTo: request.email || undefined,
    messageId: messageIdOf(request, siteUrl),
    subject,
    text,
    attachments: attachmentsOf(request, photos),
  };
}

/** Photos that arrived after the request's e-mail: a reply in the same thread. */
export function photosEmail(
  request: StoredRequest,
  { from, to, siteUrl }: Addresses,
  describe: RequestDescription,
  photos: readonly PhotoAttachment[],
  alreadySent: number,
) {
  const first = messageIdOf(request, siteUrl);
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    messageId: messageIdOf(request, siteUrl, `:photos:${photos.map((photo) => photo.id).join(",")}`),
    inReplyTo: first,
    references: [first],
    subject: `Photos: ${describe(request, { siteUrl, photos: 0 }).subject}`,
    text: [
      `${photos.length} more photo${photos.length === 1 ? "" : "s"} for ${requestReference(request)} (#${request.id}), sent by the driver after the request.`,
      "",
      `The driver's status page: ${new URL(statusPath(request.statusToken), siteUrl).href}`,
    ].join("\n"),
    attachments: attachmentsOf(request, photos, alreadySent + 1),
  };
}
