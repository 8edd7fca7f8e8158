import { createHash, randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { clientIdPattern, postKeyField, requestIdField, requestKeyField } from "~/lib/request-id";

/**
 * Who sent a request, as far as a later post can prove it: the key the form made with the
 * request id (JavaScript, the outbox keeps it beside the id), else a random sender cookie the
 * first answer gave that browser (no JavaScript). Only hashes are stored.
 */
export interface RequestIdentity {
  /** The idempotency key: the form's id when it has the form the site makes, else one derived by the server. */
  requestId: string;
  /** The hash stored with a new request: what a repeated post must match to get the private links. */
  senderHash: string;
  /** Every hash this post can prove (its key's, its cookie's): one of them must equal the stored one. */
  proofs: readonly string[];
  /** A Set-Cookie for a browser that had no sender cookie yet; undefined otherwise. */
  setCookie?: string;
}

const senderCookies = new Map<boolean, Cookie>();
/** The browser's sender secret: HttpOnly (no script reads it), this site only, for as long as a status page lives. */
const senderCookie = (https: boolean) => {
  let cookie = senderCookies.get(https);
  if (!cookie) {
    cookie = createCookie(https ? "__Host-request-sender" : "request-sender", {
      httpOnly: true,
      sameSite: "lax",
      secure: https,
      path: "/",
      maxAge: 30 * 86_400,
    });
    senderCookies.set(https, cookie);
  }
  return cookie;
};

const senderSecretPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (kind: "key" | "cookie", secret: string) => createHash("sha256").update(`${kind}:${secret}`).digest("hex");

/**
 * The request id and sender proof of a post. A page without JavaScript cannot make an id per
 * fill, so the server derives one from what the post holds: the same fields sent again from the
 * same address (a reload that re-posts, a double tap) give the same id. An id in any other form
 * than the site's own (too short, guessable, someone else's format) is replaced the same way.
 */
export async function requestIdentityOf(
  request: Request,
  form: FormData,
  context: { clientIp: string | null; https: boolean },
  kind: string,
  fields: readonly unknown[],
): Promise<RequestIdentity> {
  const sent = form.get(requestIdField);
  let requestId: string;
  if (typeof sent === "string" && clientIdPattern.test(sent)) requestId = sent;
  else {
    const hash = createHash("sha256");
    hash.update(JSON.stringify([kind, context.clientIp ?? "", ...fields]));
    requestId = `derived-${hash.digest("base64url").slice(0, 32)}`;
  }

  const proofs: string[] = [];
  const key = form.get(requestKeyField);
  if (typeof key === "string" && clientIdPattern.test(key)) proofs.push(hashOf("key", key));
  const cookie = senderCookie(context.https);
  const held: unknown = await cookie.parse(request.headers.get("cookie"));
  let setCookie: string | undefined;
  if (typeof held === "string" && senderSecretPattern.test(held)) proofs.push(hashOf("cookie", held));
  else {
    const secret = randomBytes(32).toString("base64url");
    proofs.push(hashOf("cookie", secret));
    setCookie = await cookie.serialize(secret);
  }
  return { requestId, senderHash: proofs[0]!, proofs, setCookie };
}

/** True when a repeated post proves it comes from the browser that sent the stored request. */
export const provesSender = (identity: RequestIdentity, storedHash: string | null) =>
  storedHash !== null && identity.proofs.includes(storedHash);

/**
 * The key of a post a phone may send twice (a driver's message, decision or review, the owner's
 * Send estimate): the form's own (128 random bits, made when JavaScript runs), else derived from
 * the post itself and its address, as a request id is without JavaScript: the same post sent
 * again (a double tap, the browser re-posting) has the same key, a different one is new. Each
 * form puts in `fields` what tells one fill from the next (the thread's length a message was
 * written after, the estimate version a decision is about).
 */
export function postKeyOf(form: FormData, context: { clientIp: string | null }, action: string, fields: readonly unknown[]): string {
  const sent = form.get(postKeyField);
  if (typeof sent === "string" && clientIdPattern.test(sent)) return sent;
  const hash = createHash("sha256").update(JSON.stringify([action, context.clientIp ?? "", ...fields]));
  return `derived-${hash.digest("base64url").slice(0, 32)}`;
}
