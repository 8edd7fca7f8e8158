import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` for the page it renders after a refused post: the Retry-After its action
 * set on a 429. React Router passes on only an action's cookies by itself, so a route whose
 * action can answer 429 exports this (or merges it into its own).
 */
export const retryAfterHeaders = ({ actionHeaders }: Parameters<HeadersFunction>[0]): Record<string, string> => {
  const seconds = actionHeaders.get("Retry-After");
  return seconds ? { "Retry-After": seconds } : {};
};
