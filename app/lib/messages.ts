/**
 * Messages between the driver and the dispatcher, as the forms and the server speak of them.
 * Free of dependencies: it ships with the status page.
 */

/** Longest message from either side: a text's worth of words, never a document. */
export const maxMessageLength = 1000;
/** Photos the driver may add with messages, beyond those sent with the request. */
export const maxMessagePhotos = 3;

/** Checks a message's words: trimmed, not empty, not too long. */
export function messageError(body: string): string | null {
  if (body.length === 0) return "Write your message first.";
  if (body.length > maxMessageLength)
    return `Keep it under ${maxMessageLength.toLocaleString("en-CA")} characters (this one has ${body.length.toLocaleString("en-CA")}), or call us.`;
  return null;
}
