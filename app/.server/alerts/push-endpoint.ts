import { lookup } from "node:dns/promises";
import net from "node:net";

/**
 * Whether the server may post to a push subscription's endpoint. The endpoint comes from a
 * browser, so it is checked like any address the server would call (SSRF): https only, no
 * user or password, and never this machine or a private network, neither as written nor as the
 * name resolves. `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS, for tests only) lets the loopback
 * push-service double through.
 */
export async function pushEndpointProblem(endpoint: string, { allowLocal = false } = {}): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The endpoint is not an address.";
  }
  if (url.protocol !== "https:") return "The endpoint must be an https: address.";
  // Stored and called exactly as written: anything a URL parser would rewrite is refused.
  if (url.href !== endpoint) return "The endpoint is not a plain https: address.";
  if (url.username || url.password) return "The endpoint must not carry a user or password.";
  if (endpoint.length > 1000) return "The endpoint is too long.";
  if (allowLocal) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return "The endpoint names this machine.";
  const addresses = net.isIP(host) ? [host] : await resolve(host);
  if (addresses === null) return "The endpoint's host cannot be found.";
  if (addresses.some(isPrivateAddress)) return "The endpoint points into a private network.";
  // Push services listen on 443; another port would let a subscription probe other services.
  if (url.port !== "") return "The endpoint must use the https port (443).";
  return null;
}

async function resolve(host: string): Promise<string[] | null> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    return null;
  }
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified and multicast addresses, v4 and v6. */
export function isPrivateAddress(address: string): boolean {
  // An IPv4 address inside IPv6 (::ffff:127.0.0.1, which URLs write ::ffff:7f00:1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1]!, 16), parseInt(mappedHex[2]!, 16)];
    return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  if (net.isIPv4(address)) {
    const [a, b] = address.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19 || b === 51)) ||
      (a === 203 && b === 0) ||
      a >= 224
    );
  }
  // IPv6: only global unicast (2000::/3), less 6to4 (2002::/16), Teredo (2001::/32) and the
  // documentation range (2001:db8::/32), which can all lead back into private IPv4; everything
  // else (loopback, IPv4-compatible and NAT64 forms, site- and link-local, multicast) is refused.
  const v6 = address.toLowerCase();
  const first = parseInt(v6.split(":")[0] || "0", 16);
  if (!(first >= 0x2000 && first <= 0x3fff)) return true;
  return first === 0x2002 || /^2001:(0*:|db8:)/.test(v6) || v6.startsWith("2001::");
}
