import type { AppLoadContext } from "react-router";
import type { StoredRequest } from "~/.server/requests/store";
import { torontoDayOf } from "~/.server/counts/days";
import { listFilterOf, type InboxQuery } from "./inbox-query";

/** The requests of an inbox view, newest first: what the board lists and the CSV export holds. */
export async function inboxRequests(context: AppLoadContext, query: InboxQuery, limit = 200): Promise<StoredRequest[]> {
  const listed = await context.requestStore.list({ ...listFilterOf(query), limit });
  if (query.filter.id === "today") {
    const today = torontoDayOf(new Date());
    return listed.filter((stored) => torontoDayOf(stored.createdAt) === today);
  }
  if (query.filter.id === "action") {
    const unread = new Set((await context.messages.unreadThreads()).map((thread) => thread.request));
    return listed.filter((stored) => stored.status === "new" || !stored.acknowledgedAt || unread.has(stored.id));
  }
  return listed;
}
