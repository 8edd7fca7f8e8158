/**
 * The addresses that hold personal data: the owner's pages and the drivers' status pages.
 * React Router matches paths decoded and case-insensitively, so /OWNER and /%6fwner reach the
 * inbox too: every check of these paths goes through here, on the decoded, lower-case path.
 */
function normalized(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** /owner, /owner/…, and React Router's data requests for them (/owner.data). */
export function isOwnerPath(pathname: string): boolean {
  const path = normalized(pathname);
  return path === "/owner" || path.startsWith("/owner/") || path.startsWith("/owner.");
}

/** Never cached anywhere: the owner's pages and a request's private status page. */
export function isPrivatePath(pathname: string): boolean {
  return isOwnerPath(pathname) || normalized(pathname).startsWith("/request/");
}
