import type { HeadersFunction } from "react-router";

/**
 * The `Retry-After` header every 429 carries: whole seconds, at least one, so a client (the
 * phone's outbox, a script, a proxy) knows when trying again can succeed instead of guessing.
 */
export const retryAfter = (seconds: number): Record<string, string> => ({ "Retry-After": String(Math.max(1, Math.ceil(seconds))) });

/**
 * A route's `headers` for a page that may answer a 429: its parent's headers, and the
 * Retry-After its action or loader gave. React Router takes only the cookies of those into a
 * page's headers unless the route's own `headers` passes them on.
 */
export const keepRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retry = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
