/**
 * What the page's count beacon (app/loading/count-beacon.ts), the service worker and the server
 * share about a visit: where counts are posted, what a count says, where the visit's
 * start is kept on the phone for the length of the tab, and the hidden field a request form
 * carries it in. Kept tiny and free of dependencies: it ships inline in every page.
 */

/** Where the beacon posts a count: same origin only, answered 204. */
export const countPath = "/count";

/**
 * What is counted: a page view (by the server as it serves a page; the service worker reports
 * the pages it answers from its own cache), a tap on a call or text link, a form sent.
 */
export type CountKind = "view" | "call" | "text" | "form";

/** How the visit began: the referring site's host ("" when there was none), and the landing address's utm tags. */
export interface VisitLanding {
  ref: string;
  utm_source?: string;
  utm_campaign?: string;
}

/** A count as posted to countPath (JSON). With no `ref`, where the visit began is not known. */
export interface CountBeacon extends Partial<VisitLanding> {
  kind: CountKind;
  /** The page's path, no query. */
  page: string;
}

/** Where the tab keeps its visit's landing (sessionStorage: gone with the tab, never sent anywhere but here). */
export const landingStorageKey = "visit-landing";

/**
 * The field a request form's post carries that says where it was sent from and how the visit
 * began: a CountBeacon without its kind (JSON), added by the beacon as the form's fields are
 * gathered (the `formdata` event); absent without JavaScript.
 */
export const visitField = "visit";
