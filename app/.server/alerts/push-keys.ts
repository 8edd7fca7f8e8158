import { ECDH } from "node:crypto";

/**
 * Whether a subscription's keys are ones a payload can be encrypted to (RFC 8291): `p256dh` an
 * uncompressed point on P-256 (65 bytes, 0x04 first), `auth` a 16-byte secret, both base64url.
 * Keys of the right length but off the curve would be stored and then fail at every alert.
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  const p256dh = Buffer.from(keys.p256dh, "base64url");
  if (p256dh.length !== 65 || p256dh[0] !== 0x04) return "The subscription's p256dh key is not an uncompressed P-256 public key.";
  try {
    ECDH.convertKey(p256dh, "prime256v1", undefined, undefined, "uncompressed");
  } catch {
    return "The subscription's p256dh key is not a point on P-256.";
  }
  if (Buffer.from(keys.auth, "base64url").length !== 16) return "The subscription's auth secret is not 16 bytes.";
  return null;
}
