import type { RequestKind, RequestStatus } from "~/lib/request-status";

const openStatuses = ["new", "contacted", "scheduled", "dispatched", "on-the-way", "arrived"] as const satisfies readonly RequestStatus[];

/**
 * The inbox's filters, as the owner names them. "Needs action" is what waits on the owner: a
 * request new or not yet seen, a driver's message or decision not yet read; "Today" came in since
 * midnight in Toronto. Those two are worked out from the list (inbox-requests.server.ts).
 */
export const inboxFilters = [
  { id: "all", label: "All", statuses: undefined, spam: "exclude" },
  { id: "action", label: "Needs action", statuses: openStatuses, spam: "exclude" },
  { id: "today", label: "Today", statuses: undefined, spam: "exclude" },
  { id: "open", label: "Open", statuses: openStatuses, spam: "exclude" },
  { id: "closed", label: "Closed", statuses: ["done", "lost"], spam: "exclude" },
  { id: "spam", label: "Spam", statuses: undefined, spam: "only" },
] as const satisfies readonly { id: string; label: string; statuses?: readonly RequestStatus[]; spam: "exclude" | "only" }[];

export type InboxFilterId = (typeof inboxFilters)[number]["id"];

export interface InboxQuery {
  filter: (typeof inboxFilters)[number];
  kind: RequestKind | undefined;
  search: string;
}

/** Reads ?filter=, ?kind= and ?q= (anything unknown falls back to the whole inbox). */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  const filter = inboxFilters.find((candidate) => candidate.id === params.get("filter")) ?? inboxFilters[0];
  const kindParam = params.get("kind");
  const kind = kindParam === "quote" || kindParam === "roadside" ? kindParam : undefined;
  return { filter, kind, search: (params.get("q") ?? "").trim().slice(0, 100) };
}

/** What the request store is asked for, for a view of the inbox (the page and its CSV export). */
export const listFilterOf = ({ filter, kind, search }: InboxQuery) => ({ spam: filter.spam, statuses: filter.statuses, kind, search });

/** The query string of an inbox view, dropping defaults. */
export function inboxSearch({ filter, kind, search }: { filter: InboxFilterId; kind?: string; search?: string }): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (kind) params.set("kind", kind);
  if (search) params.set("q", search);
  const text = params.toString();
  return text ? `?${text}` : "";
}
