/**
 * The count beacon, part of the inline loader and started after the first paint: a
 * tap on a call (`tel:`) or text (`sms:`) link and the sending of a request form each post a few
 * bytes to /count with navigator.sendBeacon, which never holds up the call, the text app or the
 * form. No cookie, no identifier: the server hashes the visitor with the day's salt.
 *
 * How the visit began (the referring site's host, the landing address's utm tags) is kept in
 * sessionStorage for the tab as its first page is read, sent with each count, and added to a
 * request form's fields as they are gathered to be sent, so the request says where it came from. Nothing runs on the owner's
 * pages or a driver's status page.
 */
import { requestIdField } from "../lib/request-id";
import { countPath, landingStorageKey, visitField, type CountKind, type VisitLanding } from "../lib/visit-source";

/**
 * The owner's pages and a driver's status page send nothing (the server refuses their counts
 * anyway: app/lib/private-paths.ts is its rule, too large to carry inline in every page).
 */
const privatePage = /^\/+(owner|request|sms)(\W|$)/i;

/**
 * How this tab's visit began, kept from its first page: called as the page is read, so a visitor
 * who leaves that page at once still has it. Null when that first page was this site's own (not
 * known), on a private page, or when the browser keeps no storage.
 */
export function rememberLanding(): VisitLanding | null {
  if (privatePage.test(location.pathname)) return null;
  try {
    const kept = sessionStorage.getItem(landingStorageKey);
    if (kept) return JSON.parse(kept) as VisitLanding;
    const ref = document.referrer ? new URL(document.referrer).host : "";
    if (ref === location.host) return null;
    const query = new URLSearchParams(location.search);
    const landing: VisitLanding = {
      ref,
      utm_source: query.get("utm_source") ?? undefined,
      utm_campaign: query.get("utm_campaign") ?? undefined,
    };
    sessionStorage.setItem(landingStorageKey, JSON.stringify(landing));
    return landing;
  } catch {
    // Storage refused (a private window's rules): counts go without it.
    return null;
  }
}

/** Counts taps and forms from now on (after the first paint, with the page's code). */
export function startCounting(landing: VisitLanding | null): void {
  if (privatePage.test(location.pathname) || !navigator.sendBeacon) return;
  /** The page and how the visit began, as the server reads them (a CountBeacon without its kind). */
  const visit = (kind?: CountKind) => JSON.stringify({ kind, page: location.pathname, ...landing });
  const send = (kind: CountKind) => navigator.sendBeacon(countPath, visit(kind));

  addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[href^=tel],a[href^=sms]");
      if (link) send(link.protocol === "tel:" ? "call" : "text");
    },
    true,
  );

  // Only a request form (it carries a request id) is counted and says where it came from.
  const requestForm = (event: Event) => !!(event.target as HTMLFormElement).elements?.namedItem(requestIdField);
  addEventListener("submit", (event) => requestForm(event) && send("form"), true);
  // Whenever the form's fields are gathered, by the page's code or the browser's own post (the
  // event does not bubble: caught on its way down).
  addEventListener("formdata", (event) => requestForm(event) && (event as FormDataEvent).formData.set(visitField, visit()), true);
}
