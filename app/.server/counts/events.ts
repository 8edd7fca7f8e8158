import { isbot } from "isbot";
import { torontoDayOf } from "./days";
import type { CountKind, VisitLanding } from "~/lib/visit-source";
import { hostOfReferrer, internalSource, sourceOfHost } from "./sources";
import { hostSchema, utmOf, utmSchema, validOrNull } from "./visit-values";

/**
 * An event as the server hears it: a page it served, or a beacon. The visitor's address and user
 * agent ride along in memory only, until the batch is written (their hash is made then, and they
 * are dropped); everything else is worked out then too, off the response's path.
 */
export interface HeardEvent {
  kind: CountKind;
  /** Epoch ms: the day it belongs to. */
  at: number;
  /** The path as asked for (a page's, or the one a beacon names). */
  path: string;
  /** How the visit arrived: a served page's Referer and query, or the landing a beacon carries (unknown without one). */
  arrival: { referer: string | null; query: string } | { landing: Partial<VisitLanding> | null };
  /** This site's host as the request named it: a referrer of this host is a move within the site. */
  host: string;
  address: string | null;
  userAgent: string;
}

/** An event as it is counted: the day, the page's name, the source and campaign; still with what its visitor hash is made of. */
export interface CountedEvent {
  kind: CountKind;
  day: string;
  page: string;
  source: string;
  utmSource: string;
  utmCampaign: string;
  address: string | null;
  userAgent: string;
}

/** A browser a person uses: no user agent at all, or one the maintained `isbot` list knows, is a robot. */
const isPerson = (userAgent: string) => userAgent !== "" && !isbot(userAgent);

/**
 * What a heard event counts as, or null for a robot's. `pageOf` names the page (one of the
 * site's pages, or "(other)"); `siteHost` is the public site's host.
 */
export function countedEvent(
  heard: HeardEvent,
  { pageOf, siteHost }: { pageOf: (path: string) => string; siteHost: string },
): CountedEvent | null {
  if (!isPerson(heard.userAgent)) return null;
  const own = [siteHost, heard.host];
  let source: string;
  let utm: { utmSource: string | null; utmCampaign: string | null };
  if ("landing" in heard.arrival) {
    const { landing } = heard.arrival;
    const host = landing?.ref === "" ? "" : validOrNull(hostSchema, landing?.ref);
    source = host === null ? internalSource : sourceOfHost(host, own);
    utm = { utmSource: validOrNull(utmSchema, landing?.utm_source), utmCampaign: validOrNull(utmSchema, landing?.utm_campaign) };
  } else {
    const host = hostOfReferrer(heard.arrival.referer);
    source = host === null ? internalSource : sourceOfHost(host, own);
    // A campaign's tags belong to the page it landed on, not to the moves after it.
    utm = source === internalSource ? { utmSource: null, utmCampaign: null } : utmOf(heard.arrival.query);
  }
  return {
    kind: heard.kind,
    day: torontoDayOf(heard.at),
    page: pageOf(heard.path),
    source,
    utmSource: utm.utmSource ?? "",
    utmCampaign: utm.utmCampaign ?? "",
    address: heard.address,
    userAgent: heard.userAgent,
  };
}
