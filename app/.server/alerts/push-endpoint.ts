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
  if (url.username || url.password) return "The endpoint must not carry a user or password.";
  if (endpoint.length > 1000) return "The endpoint is too long.";
  if (allowLocal) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return "The endpoint names this machine.";
  const addresses = net.isIP(host) ? [host] : await resolve(host);
  if (addresses === null) return "The endpoint's host cannot be found.";
  if (addresses.some(isPrivateAddress)) return "The endpoint points into a private network.";
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
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("ff");
}
