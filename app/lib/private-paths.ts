/**
 * The addresses that hold personal data: the owner's pages and the drivers' status pages.
 * React Router matches paths decoded and case-insensitively, so /OWNER and /%6fwner reach the
 * inbox too: every check of these paths goes through here, on the decoded, lower-case path.
 * The server redirects other spellings (dot segments, doubled slashes) to the normal form first
 * (server/normal-path.ts); what is left, such as /owner%20, still counts as private here.
 */
function firstSegment(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  return path.toLowerCase().replace(/^\/+/, "").split("/")[0] ?? "";
}

/** A first segment that is the word itself, alone or followed by anything but a letter or digit (owner, owner.data, "owner "). */
const isSegment = (segment: string, word: string) =>
  segment === word || (segment.startsWith(word) && /^[^a-z0-9_]/.test(segment.slice(word.length)));

/** /owner, /owner/…, React Router's data requests for them (/owner.data), and any other spelling of them. */
export function isOwnerPath(pathname: string): boolean {
  return isSegment(firstSegment(pathname), "owner");
}

/** A driver's status page and what posts to it (/request/{token}, its photos, their data requests), in any spelling. */
export function isStatusPagePath(pathname: string): boolean {
  return isSegment(firstSegment(pathname), "request");
}

/** Never cached anywhere: the owner's pages, a request's private status page, the SMS provider's and Stripe's webhooks. */
export function isPrivatePath(pathname: string): boolean {
  const first = firstSegment(pathname);
  return isOwnerPath(pathname) || isStatusPagePath(pathname) || isSegment(first, "sms") || isSegment(first, "stripe");
}
