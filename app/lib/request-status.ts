/** The kinds of request the site takes, and where each stands; shared by the server, the CLI and the pages. */
export const requestKinds = ["quote", "roadside"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStatuses = ["new", "contacted", "scheduled", "dispatched", "on-the-way", "done", "lost"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const isRequestStatus = (value: string): value is RequestStatus => (requestStatuses as readonly string[]).includes(value);
