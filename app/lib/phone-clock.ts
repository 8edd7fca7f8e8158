/**
 * A moment the phone itself saw (a kept post sent, the page's last refresh, a request sent), as
 * the status page's other times read: Toronto time, "6:54 PM". Intl does it in the browser; the
 * site's formatter (format-date.ts) stays on the server.
 */
export const phoneClock = (time: number) =>
  new Date(time).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Toronto" });
