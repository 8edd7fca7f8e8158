import type { Estimate } from "~/.server/estimates/store";
import type { StoredRequest } from "~/.server/requests/store";
import { formatTorontoTime } from "~/lib/format-date";
import { formatCad } from "~/lib/money";
import { requestReference, statusWords, type RequestKind, type RequestStatus } from "~/lib/request-status";

/** One request as a line of the dispatch board: what to know before opening it. */
export interface BoardRow {
  id: number;
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  /** The status as the driver reads it ("On the way"), never the code. */
  statusWords: string;
  name: string;
  phone: string;
  /** "Hwy 401 Eastbound Exit 218", "about 12 km from Leamington", or "". */
  place: string;
  /** The problems ticked, or the first words of the message. */
  problem: string;
  /** How long ago it came: "4 min", "1 h 12 min", "3 days". */
  age: string;
  receivedAt: string;
  technician: string | null;
  arrival: string | null;
  /** "$609.01 approved", "$609.01 waiting for approval", "$609.01 declined", or null. */
  estimate: string | null;
  unread: number;
  unseen: boolean;
  spam: boolean;
  suspect: boolean;
}

/** "4 min", "1 h 12 min": how long a request has waited. */
export function waitedFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Where the truck is, in the fewest words: the nearest place to the phone's position, or the road typed. */
export function placeOf(details: Record<string, unknown> | null): string {
  const location = (details?.location ?? {}) as { road?: string; direction?: string; landmark?: string; nearestCity?: string | null };
  if (location.nearestCity) return location.nearestCity;
  const road = location.road && location.road !== "Other" ? (/^\d+$/.test(location.road) ? `Hwy ${location.road}` : location.road) : "";
  return shorten([road, location.direction, location.landmark].filter(Boolean).join(" "), 80);
}

/** What is wrong, in the fewest words: the problems ticked, or the message's first words. */
export function problemOf(details: Record<string, unknown> | null, message: string): string {
  const problems = Array.isArray(details?.problems) ? (details.problems as string[]) : [];
  return shorten(problems.length > 0 ? problems.join(", ") : message.replace(/\s+/g, " ").trim(), 90);
}

/** An estimate's state as the board says it. */
function estimateState(versions: readonly Estimate[] | undefined): string | null {
  const latest = versions?.at(-1);
  if (!latest) return null;
  const total = formatCad(latest.totalCents);
  if (latest.decision === "approved") return `${total} approved`;
  if (latest.decision === "declined") return `${total} declined`;
  return `${total} waiting for approval`;
}

export function boardRowOf(
  stored: StoredRequest,
  { versions, unread, now }: { versions: readonly Estimate[] | undefined; unread: number; now: number },
): BoardRow {
  return {
    id: stored.id,
    reference: requestReference(stored),
    kind: stored.kind,
    status: stored.status,
    statusWords: statusWords[stored.status],
    name: stored.name,
    phone: stored.phone,
    place: placeOf(stored.details),
    problem: problemOf(stored.details, stored.message),
    age: waitedFor(stored.createdAt, now),
    receivedAt: formatTorontoTime(stored.createdAt),
    technician: stored.technician,
    arrival: stored.arrivalAt ? formatTorontoTime(stored.arrivalAt, { clock: true }) : null,
    estimate: estimateState(versions),
    unread,
    unseen: !stored.acknowledgedAt && !stored.spam,
    spam: stored.spam,
    suspect: stored.suspect,
  };
}
