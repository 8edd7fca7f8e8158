/**
 * JSON safe to place inside a <script> element: '<' can never close it. A module of its own so
 * the page frame's <JsonLd> ships without the structured-data builders.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
