import type { AppLoadContext } from "react-router";
import { postsOnly } from "./refusal";

/**
 * A post with an address of its own (/request/{token}/estimate, /owner/requests/{id}/reply): a
 * route nested in the page its form is on. Sent without JavaScript and refused, it answers with
 * that page, the refusal in place: React Router renders it by running the action, then every
 * loader of the address, this route's too, as a GET. The load context is the one object the
 * action and those loaders share, so the posts taken here are known by it, and only a GET sent
 * to the address itself is refused.
 */
const taken = new WeakSet<AppLoadContext>();

/** The post route's action says so first. */
export function takePost(context: AppLoadContext): void {
  taken.add(context);
}

/** The post route's loader: nothing while its page is rendered after the post; a GET gets the plain 405. */
export function postsOnlyLoader({ context }: { context: AppLoadContext }): null {
  if (!taken.has(context)) throw postsOnly();
  return null;
}
