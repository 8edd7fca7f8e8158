/** Set in localStorage while the outbox holds anything, so pages load its code only then. */
export const outboxFlag = "outbox";
/** Fired on the window whenever the outbox changes. */
export const outboxChangeEvent = "outbox-change";
/** Where a request is posted for a JSON answer: the forms' own actions (the outbox, the quote form). */
export const outboxEndpoint = "/outbox";

/** What the outbox keeps: a request (quote, roadside), or a status page's message, decision or review. */
export type OutboxKind = "quote" | "roadside" | StatusPostKind;
export type StatusPostKind = "message" | "decision" | "review";
