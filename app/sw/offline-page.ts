import { deferredHrefAttribute } from "../loading/document-markers";

/**
 * The offline page as an answer for another address: without its scripts, which would try to
 * hydrate it as the page that was asked for. Everything on it (call, text, links) is plain HTML.
 * The full stylesheet the removed loader would have applied is applied here; it holds the
 * heading face too, so the page keeps its heading font (tests/e2e/offline.spec.ts).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(new RegExp(` media="print" ${deferredHrefAttribute}=`, "g"), " href=");
}
