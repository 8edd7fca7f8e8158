/**
 * Where a visit came from, as the owner reads it: the search engines by name ("search: Google"),
 * "direct" for a visit with no referring site (typed, bookmarked, an app that sends none), any
 * other site by its host, and nothing at all ('') for a page reached from this site itself:
 * moving around the site is not a source.
 */

/** The stored source of a page reached from this site (not an entry to it). */
export const internalSource = "";
const directSource = "direct";

const searchEngines: readonly [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$|googlequicksearchbox/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)yahoo\.[a-z.]+$/, "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)search\.brave\.com$/, "Brave Search"],
  [/(^|\.)startpage\.com$/, "Startpage"],
  [/(^|\.)qwant\.com$/, "Qwant"],
  [/(^|\.)kagi\.com$/, "Kagi"],
  [/(^|\.)yandex\.[a-z.]+$/, "Yandex"],
  [/(^|\.)baidu\.com$/, "Baidu"],
  [/(^|\.)ask\.com$/, "Ask"],
  [/(^|\.)aol\.[a-z.]+$/, "AOL"],
];

/** A host as compared and shown: lower case, no port, no "www." or mobile "m." in front. */
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^(www|m)\./, "");

/**
 * The source of a visit whose referring site is `host` ('' when there was none). `ownHosts` are
 * this site's: the public one (SITE_URL) and the one the request named.
 */
export function sourceOfHost(host: string, ownHosts: readonly string[]): string {
  if (host === "") return directSource;
  const bare = bareHost(host);
  if (ownHosts.some((own) => own && bareHost(own) === bare)) return internalSource;
  for (const [pattern, name] of searchEngines) if (pattern.test(bare)) return `search: ${name}`;
  return bare;
}

/** The host of a Referer header or document.referrer ('' for none); null when it is no web address. */
export function hostOfReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol === "http:" || url.protocol === "https:") return url.host;
    // Android apps send android-app://com.google.android.googlequicksearchbox/.
    return url.protocol === "android-app:" ? url.host || url.pathname.replace(/^\/+/, "").split("/")[0] || null : null;
  } catch {
    return null;
  }
}
