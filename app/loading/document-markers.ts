/**
 * The names the server's HTML edits (document-edits.ts) and the page's inline loader
 * (inline-loader.ts) share: where the parked hydration script and the web font's faces wait.
 */
export const parkedModuleType = "text/x-deferred-module";
export const parkedModuleId = "deferred-hydration";
export const webFontFacesId = "web-font-faces";
/** A stylesheet link whose href waits here until after the first paint. */
export const deferredHrefAttribute = "data-deferred-href";
