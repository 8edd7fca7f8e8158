import type { RequestEventType } from "~/lib/request-events";
import type { Selectable } from "kysely";
import type { RequestKind, RequestStatus } from "~/lib/request-status";
import type { RequestPhotosTable, RequestsTable } from "../../db/tables";

/**
 * What the request store keeps, as the rest of the site sees it: requests, their history, their
 * photos; and how a database row becomes one.
 */

/** A request as the site receives it, before it is stored. */
export interface NewRequest {
  /** The id the form made for this fill: a second post with it stores nothing new. */
  requestId: string;
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** What only this kind of request holds (a roadside request's location, truck, load). */
  details?: Record<string, unknown> | null;
  /** Set when bot signals were seen: stored, never e-mailed. */
  spamReason?: string | null;
  /** Set when the sender's address has posted more than usual: stored and e-mailed with that mark. */
  suspect?: boolean;
  /** The hash a repeated post must prove to be answered with the private links (request-id.server.ts). */
  senderHash?: string | null;
  /** The driver ticked "Text me updates". */
  textsWanted?: boolean;
  /** The page it was sent from and how the visit began. */
  source?: RequestSource | null;
}

/**
 * Where a request came from: the page it was sent from, the host of the site that sent the
 * visitor ('' when none: typed, bookmarked, an app; null when not known) and the utm tags of the
 * visit's first address. Nothing of the person.
 */
export interface RequestSource {
  page: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
}

export const unknownSource: RequestSource = { page: null, referrerHost: null, utmSource: null, utmCampaign: null };

/** A request's source as its columns. */
export const sourceColumns = (source: RequestSource | null | undefined) => ({
  source_page: source?.page ?? null,
  source_referrer: source?.referrerHost ?? null,
  utm_source: source?.utmSource ?? null,
  utm_campaign: source?.utmCampaign ?? null,
});

export interface RequestOrigin {
  /** A keyed, daily hash of the sender's address (app/.server/privacy/address-hash.ts): never the address. */
  addressHash?: string | null;
}

export interface StoredRequest {
  id: number;
  requestId: string;
  kind: RequestKind;
  status: RequestStatus;
  spam: boolean;
  spamReason: string | null;
  suspect: boolean;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, unknown> | null;
  /** The secret in the request's private status page address. */
  statusToken: string;
  createdAt: string;
  updatedAt: string;
  /** When its personal data was removed; null for a request as it came. */
  forgottenAt: string | null;
  notifiedAt: string | null;
  notifyAttempts: number;
  lastNotifyError: string | null;
  senderHash: string | null;
  /** When a person first saw it (an owner opened it or tapped "Got it"); null until then. */
  acknowledgedAt: string | null;
  /** The driver ticked "Text me updates". */
  textsWanted: boolean;
  /** The phone as E.164 when it is a North American number (where texts go); null otherwise. */
  smsTo: string | null;
  /** Who is coming (a first name) and when (ISO 8601): set by the owner, shown to the driver. */
  technician: string | null;
  arrivalAt: string | null;
  /** The team member it is assigned to (their account id); null when none (a helper's first name may be in `technician`). */
  assignedTo: number | null;
  /** "Parts used", written on the job. */
  partsUsed: string | null;
  source: RequestSource;
}

export type { RequestEventType };

/** One line of a request's history: an e-mail attempt, a status change, a note. */
export interface RequestEvent {
  id: number;
  request: number;
  at: string;
  type: RequestEventType;
  /** Who made the change (a member's e-mail, "cli", "server"); null for the system. */
  actor: string | null;
  /** Their first name, as the history reads ("On the way: Mike"); null for the system and older lines. */
  actorName: string | null;
  detail: string | null;
}

/** A photo kept with a request, in the database (its bytes are read apart: `photoBodies`). */
export interface RequestPhoto {
  id: number;
  request: number;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** When the photo went to the owner (with the request's e-mail or after it); null until then. */
  notifiedAt: string | null;
  /** The driver's message it came with (from the status page); null when sent with the request. */
  message: number | null;
}

export interface SaveResult {
  request: StoredRequest;
  /** True when a request with this id was already stored: nothing new was written. */
  duplicate: boolean;
}

export interface ListFilter {
  /** Spam is left out unless asked for. */
  spam?: "exclude" | "only" | "include";
  kind?: RequestKind;
  statuses?: readonly RequestStatus[];
  /** Only requests no person has seen yet. */
  unacknowledged?: boolean;
  /** Only the requests assigned to this member (a technician's jobs). */
  assignedTo?: number;
  /** Matches name or phone (digits compared without punctuation). */
  search?: string;
  limit?: number;
  /** Newest first unless asked for oldest first (the longest waiting). */
  order?: "newest" | "oldest";
}

/** The columns of a photo but its bytes: what lists and claims read. */
export const photoColumns = ["id", "request", "content_type", "bytes", "width", "height", "created_at", "notified_at", "message"] as const;

export function toPhoto(row: Pick<Selectable<RequestPhotosTable>, (typeof photoColumns)[number]>): RequestPhoto {
  return {
    id: Number(row.id),
    request: Number(row.request),
    contentType: row.content_type,
    bytes: Number(row.bytes),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    createdAt: row.created_at,
    notifiedAt: row.notified_at,
    message: row.message === null ? null : Number(row.message),
  };
}

export function toRequest(row: Selectable<RequestsTable>): StoredRequest {
  let details: Record<string, unknown> | null = null;
  if (typeof row.details === "string") {
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = null;
    }
  }
  return {
    id: Number(row.id),
    requestId: row.request_id,
    kind: row.kind as RequestKind,
    status: row.status as RequestStatus,
    spam: Number(row.spam) === 1,
    spamReason: row.spam_reason,
    suspect: Number(row.suspect) === 1,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    details,
    statusToken: row.status_token,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    forgottenAt: row.forgotten_at ?? null,
    notifiedAt: row.notified_at,
    notifyAttempts: Number(row.notify_attempts ?? 0),
    lastNotifyError: row.last_notify_error,
    senderHash: row.sender_hash,
    acknowledgedAt: row.acknowledged_at ?? null,
    textsWanted: Number(row.texts_wanted ?? 0) === 1,
    smsTo: row.sms_to ?? null,
    technician: row.technician ?? null,
    arrivalAt: row.arrival_at ?? null,
    assignedTo: row.assigned_to === null || row.assigned_to === undefined ? null : Number(row.assigned_to),
    partsUsed: row.parts_used ?? null,
    source: {
      page: row.source_page ?? null,
      referrerHost: row.source_referrer ?? null,
      utmSource: row.utm_source ?? null,
      utmCampaign: row.utm_campaign ?? null,
    },
  };
}
