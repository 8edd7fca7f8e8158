/**
 * Messages between the driver and the dispatcher, as the forms and the server speak of them.
 * Free of dependencies: it ships with the status page.
 */

/** Longest message from either side: a text's worth of words, never a document. */
export const maxMessageLength = 1000;
/** Photos the driver may add with messages, beyond those sent with the request. */
export const maxMessagePhotos = 3;

/**
 * A message as typed, without control characters (a NUL would cut it short in places) or the
 * marks that make the text after them read in the other direction (it could be made to say
 * what the writer did not type where it is shown): line breaks and tabs stay.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unwanted = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** Breaks some programs show and others do not (NEL, the line and paragraph separators): a plain line break, one everywhere. */
const otherBreaks = /[\u0085\u2028\u2029]/g;
export const cleanMessage = (text: string) => text.replace(otherBreaks, "\n").replace(unwanted, "").trim();

// eslint-disable-next-line no-control-regex -- a name, a PO number or a place is one line: no control characters, breaks or direction marks
const notInALine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
/** A one-line field as typed (a name, a PO number, a company): what would break the line or turn the text around becomes a space. */
export const cleanLine = (text: string) => text.replace(notInALine, " ").replace(/\s+/g, " ").trim();

/** Checks a message's words: trimmed, not empty, not too long. */
export function messageError(body: string): string | null {
  if (body.length === 0) return "Write your message first.";
  if (body.length > maxMessageLength)
    return `Keep it under ${maxMessageLength.toLocaleString("en-CA")} characters (this one has ${body.length.toLocaleString("en-CA")}), or call us.`;
  return null;
}

/**
 * A hidden field of the driver's message form: how many messages the thread held when the form
 * was shown. Without JavaScript the server derives the post's key from it and the words, so the
 * same words sent again after the thread moved on are a new message, and a double tap is one.
 */
export const messageAfterField = "after";
