/**
 * The `Retry-After` header every 429 carries: whole seconds, at least one, so a client (the
 * phone's outbox, a script, a proxy) knows when trying again can succeed instead of guessing.
 */
export const retryAfter = (seconds: number): Record<string, string> => ({ "Retry-After": String(Math.max(1, Math.ceil(seconds))) });
