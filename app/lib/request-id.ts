/**
 * Every form carries an id made for that fill of the form, so a post that arrives twice
 * (a double tap, a retry after a time-out, the offline outbox) is stored once.
 * Kept tiny and free of dependencies: it ships with the forms' JavaScript.
 */
export const requestIdField = "requestId";

/** A wellformed id: what the browser makes, or what the server derives. */
export const requestIdPattern = /^[A-Za-z0-9_-]{16,80}$/;

/** A fresh id for a new fill of a form (128 random bits). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
