/**
 * The one spelling of a path that every decision is made on. `/./owner`, `/x/../owner`,
 * `//owner/`, `/%6fwner` and `/owner` are one address to React Router; the server answers
 * each other spelling with a redirect to this one, so headers, limits and routing never
 * disagree about which page a request is for.
 *
 * RFC 3986 §6.2.2: percent-encoded unreserved characters decoded (other escapes kept as sent),
 * repeated slashes collapsed, dot segments removed (WHATWG URL also takes %2e for a dot), and a
 * trailing slash dropped (the site's canonical URLs have none).
 */
export function normalPath(pathname: string): string {
  const decoded = pathname.replace(/%([0-9a-f]{2})/gi, (escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : escape;
  });
  // Slashes first: "//owner" alone would read as a host name.
  const resolved = new URL(decoded.replace(/\/{2,}/g, "/"), "http://normal.invalid").pathname.replace(/\/{2,}/g, "/");
  const trimmed = resolved.length > 1 && resolved.endsWith("/") ? resolved.slice(0, -1) : resolved;
  return privateSpelling(trimmed);
}

/**
 * The owner's pages, the status pages and the SMS webhook have one spelling more: React Router
 * matches paths case-insensitively and reads "07" as 7, so /OWNER, /Owner/requests/07 and
 * /REQUEST/{token} reach the same private pages. Their words are lower-case and their numbers
 * have no leading zero; a status token (case matters in it) is kept exactly as sent.
 */
function privateSpelling(path: string): string {
  const first = /^\/(owner|request|sms)(?=$|[/.])/i.exec(path)?.[1];
  if (!first) return path;
  const segments = path.split("/");
  return segments
    .map((segment, index) => {
      if (first.toLowerCase() === "request" && index === 2) return segment;
      return /^\d+$/.test(segment) ? segment.replace(/^0+(?=\d)/, "") : segment.toLowerCase();
    })
    .join("/");
}
