/** The kinds of request the site takes, and where each stands; shared by the server, the CLI and the pages. */
export type RequestKind = "quote" | "roadside";

export const requestStatuses = ["new", "contacted", "scheduled", "dispatched", "on-the-way", "arrived", "done", "lost"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const isRequestStatus = (value: string): value is RequestStatus => (requestStatuses as readonly string[]).includes(value);

/** How a status reads to the driver on the status page. */
export const statusWords: Record<RequestStatus, string> = {
  new: "Received",
  contacted: "We have been in touch",
  scheduled: "Scheduled",
  dispatched: "Technician assigned",
  "on-the-way": "On the way",
  arrived: "Arrived",
  done: "Completed",
  lost: "Closed",
};

/** The short reference a driver quotes on the phone: R-42 for a roadside request, Q-42 for a quote. */
export const requestReference = (request: { id: number; kind: RequestKind }) => `${request.kind === "roadside" ? "R" : "Q"}-${request.id}`;

/** A status page lives this long after the request. */
export const statusPageDays = 30;

/** A request's private status page (and its photo address) is open: not spam, and younger than 30 days. */
export const isStatusPageOpen = (request: { spam: boolean; createdAt: string }, now = Date.now()) =>
  !request.spam && now - new Date(request.createdAt).getTime() <= statusPageDays * 86_400_000;

export const statusPath = (token: string) => `/request/${token}`;

/** The status page's posts, each an address of its own: the driver's message, the estimate's decision, the review. */
export const statusPostPath = (token: string, post: "message" | "estimate" | "review") => `${statusPath(token)}/${post}`;

/** The owner's page of a request, and the addresses its estimate and reply forms post to. */
export const ownerRequestPath = (id: number | string, post?: "estimate" | "reply") => `/owner/requests/${id}${post ? `/${post}` : ""}`;
