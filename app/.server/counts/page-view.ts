import { isPrivatePath } from "~/lib/private-paths";

/** What the server answered, as far as counting needs to know. */
export interface ServedAnswer {
  method: string;
  pathname: string;
  status: number;
  contentType: string | undefined;
}

/** A request's header by lower-case name (Node's request or Fetch's Headers behind it). */
export type HeaderOf = (name: string) => string | null | undefined;

/** A browser's guess at what comes next (a prefetch, a prerender, a preview): nobody looks at it. */
const isPrefetch = (header: HeaderOf) =>
  /prefetch|prerender|preview/i.test(
    `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-purpose") ?? ""} ${header("x-moz") ?? ""}`,
  );

/** The owner's own browser: signed in, or known from an earlier sign-in. The owner's looks are not visits. */
export const isOwnersBrowser = (header: HeaderOf) => /(^|;\s*)(__Host-)?owner-(session|device)=/.test(header("cookie") ?? "");

/**
 * The page a served answer is a view of, or null when it is none. A view is a public page the
 * server answered to a GET with its HTML (200, or 304 when the browser's copy is still good) for
 * a navigation, or React Router's data for the page when a link is followed inside the site (the
 * page's `.data`): after the first touch, moving around the site fetches only that. Never the
 * owner's pages or a driver's status page, a prefetch, or the owner's own browser. Robots are left
 * out when the batch is written (their user agent is checked then, off the response's path).
 */
export function viewedPage(answer: ServedAnswer, header: HeaderOf): string | null {
  if (answer.method !== "GET" || (answer.status !== 200 && answer.status !== 304)) return null;
  let page = answer.pathname;
  if (page.endsWith(".data")) page = page === "/_root.data" ? "/" : page.slice(0, -".data".length);
  else {
    if (!answer.contentType?.startsWith("text/html")) return null;
    // A document the browser navigates to (old browsers say nothing); not a fetch of one (a cache filling).
    const dest = header("sec-fetch-dest");
    const mode = header("sec-fetch-mode");
    if ((dest && dest !== "document") || (mode && mode !== "navigate")) return null;
  }
  if (isPrivatePath(page) || isPrefetch(header) || isOwnersBrowser(header)) return null;
  return page;
}
