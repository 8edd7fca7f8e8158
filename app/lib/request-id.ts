/**
 * Every form carries an id made for that fill of the form, so a post that arrives twice
 * (a double tap, a retry after a time-out, the offline outbox) is stored once, and a key
 * made with it that proves a repeated post comes from the phone that sent the first one.
 * The id is only an idempotency key: it opens nothing. Kept tiny and free of dependencies:
 * it ships with the forms' JavaScript.
 */
export const requestIdField = "requestId";
export const requestKeyField = "requestKey";
/**
 * The key of any other post a phone may send twice (a driver's message, decision or review, the
 * owner's Send estimate): made per fill of the form like a request id, and taken once by the server.
 */
export const postKeyField = "postKey";

/** What the site's own forms make: 128 random bits as 32 lower-case hex digits. Anything else is not taken. */
export const clientIdPattern = /^[0-9a-f]{32}$/;

/** A fresh id or key for a new fill of a form (128 random bits). */
function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Gives a form's post key its value: once per fill (an empty field), or anew after the post was taken (`renew`). */
export function assignPostKey(form: HTMLFormElement | null, { renew = false } = {}): void {
  const input = form?.elements.namedItem(postKeyField);
  if (input instanceof HTMLInputElement && (renew || !input.value)) input.value = newRequestId();
}

/**
 * Gives a form's hidden id and key fields their values: once per fill (empty fields only), or
 * anew after a request went (`renew`), so the next one is a new request.
 */
export function assignRequestIdentity(form: HTMLFormElement | null, { renew = false } = {}): void {
  for (const name of [requestIdField, requestKeyField]) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement && (renew || !input.value)) input.value = newRequestId();
  }
}
