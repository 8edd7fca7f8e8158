/**
 * The one HTTPS check and the one client-address rule, for the static files (Node's request)
 * and the pipeline (Fetch's) alike. Behind TRUST_PROXY the proxy's forwarded headers count;
 * otherwise nothing a client sends can claim HTTPS or another address.
 */
export function isHttps(
  { encrypted, forwardedProto }: { encrypted: boolean; forwardedProto: string | null | undefined },
  trustProxy: boolean,
) {
  if (encrypted) return true;
  return trustProxy && (forwardedProto ?? "").split(",")[0]?.trim() === "https";
}

/** The visitor's address: behind the proxy, the one it appended last to X-Forwarded-For. */
export function clientAddress(
  { forwardedFor, socketAddress }: { forwardedFor: string | null | undefined; socketAddress: string | null },
  trustProxy: boolean,
) {
  if (trustProxy) {
    const last = (forwardedFor ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return socketAddress;
}
