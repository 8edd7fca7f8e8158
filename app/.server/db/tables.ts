import type { Generated } from "kysely";

/**
 * The tables of the site's one database, as the query layer (Kysely) sees them on either engine.
 * Times are ISO 8601 text, flags 0/1 integers and lease ends epoch milliseconds, on SQLite and
 * PostgreSQL alike, so a query reads the same on both.
 */
export interface Tables {
  requests: RequestsTable;
  request_events: RequestEventsTable;
  request_photos: RequestPhotosTable;
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  sign_in_failures: SignInFailuresTable;
  owner_settings: OwnerSettingsTable;
  owner_sign_in_links: OwnerSignInLinksTable;
  schema_migrations: SchemaMigrationsTable;
  scheduled_runs: ScheduledRunsTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_deliveries: AlertDeliveriesTable;
  driver_texts: DriverTextsTable;
  request_messages: RequestMessagesTable;
  sms_opt_outs: SmsOptOutsTable;
  estimates: EstimatesTable;
  reviews: ReviewsTable;
  post_keys: PostKeysTable;
  count_salts: CountSaltsTable;
  count_visitors: CountVisitorsTable;
  count_addresses: CountAddressesTable;
  count_events: CountEventsTable;
  count_totals: CountTotalsTable;
  count_days: CountDaysTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
  stripe_events: StripeEventsTable;
  technician_positions: TechnicianPositionsTable;
}

export interface RequestsTable {
  id: Generated<number>;
  request_id: string;
  kind: Generated<string>;
  status: Generated<string>;
  spam: Generated<number>;
  spam_reason: string | null;
  suspect: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: string | null;
  status_token: string;
  created_at: string;
  updated_at: string;
  /** A keyed hash of the sender's address and the day, while it counts towards the limits (a day); never the address. */
  address_hash: string | null;
  notified_at: string | null;
  notify_attempts: Generated<number>;
  last_notify_error: string | null;
  notify_claimed_until: number | null;
  sender_hash: string | null;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
  /** 1 when the driver asked for texts ("Text me updates"). */
  texts_wanted: Generated<number>;
  /** The phone as E.164 when it is a North American number: where texts go, how a text back is matched. */
  sms_to: string | null;
  /** Who is coming (a first name) and when (ISO 8601), set by the owner. */
  technician: string | null;
  arrival_at: string | null;
  /** When its personal data was removed (`npm run leads -- --forget`, the request's page, or past the retention). */
  forgotten_at: string | null;
  /** The page the request was sent from, the visit's referring host ('' none, null not known) and utm tags. */
  source_page: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  /** The team member it is assigned to (owners.id); null when nobody with an account is (a helper's name may be in `technician`). */
  assigned_to: number | null;
  /** "Parts used", written on the job: what the estimate and the invoice can start from. */
  parts_used: string | null;
}

interface RequestEventsTable {
  id: Generated<number>;
  request: number;
  at: string;
  type: string;
  actor: string | null;
  /** Who did it as people read it: the member's first name ("On the way: Mike"). */
  actor_name: string | null;
  detail: string | null;
}

export interface RequestPhotosTable {
  id: Generated<number>;
  request: number;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: string;
  notified_at: string | null;
  notify_claimed_until: number | null;
  /** The photo itself (JPEG), kept with its request: one thing to back up, move and delete. */
  body: Uint8Array;
  /** The driver's message it came with (from the status page); null when sent with the request. */
  message: number | null;
  /** The phone's key for this photo: sent again (a retried upload, the outbox), it is kept once per request. */
  upload_key: string | null;
}

export interface OwnersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  /** "owner" (everything) or "technician" (the jobs assigned to them). */
  role: Generated<string>;
  name: string | null;
  /** The member's mobile (E.164), for their alerts. */
  phone: string | null;
  last_signed_in_at: string | null;
}

interface OwnerSessionsTable {
  id_hash: string;
  owner: number | null;
  data: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

interface SignInFailuresTable {
  key: string;
  failures: number;
  last_failure_at: number;
  locked_until: number;
  last_attempt: string | null;
}

interface OwnerSettingsTable {
  name: string;
  value: string;
}

interface OwnerSignInLinksTable {
  token_hash: string;
  owner: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The requesting address's daily hash: links are capped per address. */
  requested_by: string | null;
}

interface SchemaMigrationsTable {
  name: string;
  applied_at: string;
}

interface ScheduledRunsTable {
  job: string;
  /** Epoch ms until which one process runs the job; null when nobody does. */
  claimed_until: number | null;
  last_success_at: string | null;
  last_failure_at: string | null;
  last_error: string | null;
  /** What the last success made, for people: for a backup, the machine and the file. */
  last_detail: string | null;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  owner: number;
  /** The push service's address for this device (https, checked when it is added). */
  endpoint: string;
  /** The device's public key and auth secret (base64url): what the payload is encrypted to. */
  p256dh: string;
  auth: string;
  /** How the owner recognises the device in the list ("Android phone, Chrome"). */
  device: string;
  created_at: string;
  last_alerted_at: string | null;
  last_error: string | null;
}

interface AlertDeliveriesTable {
  id: Generated<number>;
  request: number;
  /** "push" (target: the device), "sms" (the owner's mobile), "email" (LEADS_ESCALATE_TO), "round" (the round's own mark). */
  channel: string;
  target: number;
  /** 0 for the first alert; 1 and 2 for escalation rounds. */
  round: Generated<number>;
  /** The driver's message this alert is about; 0 for the request itself. */
  message: Generated<number>;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  /** Epoch ms before which no attempt is made (back-off after a failure). */
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
}

interface DriverTextsTable {
  id: Generated<number>;
  request: number;
  /** "received", "dispatched", "on-the-way", "done", or "reply-{message id}" for the owner's reply. */
  step: string;
  created_at: string;
  /** Epoch ms before which it is not sent: changes within SMS_FOLD_SECONDS fold into one text; back-off after a failure. */
  due_at: number;
  sent_at: string | null;
  /** Set when it will never go (texts stopped, the status moved back, the request marked spam), with why in last_error. */
  cancelled_at: string | null;
  claimed_until: number | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** The provider's message id (SM…) and the status it answered. */
  provider_sid: string | null;
  provider_status: string | null;
}

export interface RequestMessagesTable {
  id: Generated<number>;
  /** Null for a text from a number no open request has. */
  request: number | null;
  at: string;
  sender: "driver" | "owner";
  /**
   * "page" (the status page or the owner's page), "text" (SMS either way), "decision" (the
   * customer's decision on an estimate) or "payment" (a card payment of an invoice): the last two
   * written by the site.
   */
  via: "page" | "text" | "decision" | "payment";
  body: string;
  /** The owner's e-mail for a reply; null for the driver. */
  author: string | null;
  /** The number a text came from (E.164). */
  from_phone: string | null;
  /** The provider's id of an inbound text: the same webhook twice stores one message. */
  provider_sid: string | null;
  /** When an owner first read it (driver's messages only). */
  read_at: string | null;
}

interface SmsOptOutsTable {
  /** E.164. */
  phone: string;
  stopped_at: string;
}

interface EstimatesTable {
  id: Generated<number>;
  request: number;
  /** 1, 2, …: each change after the customer has seen one is a new version. */
  version: number;
  /** JSON: EstimateLine[] (app/lib/estimate.ts). */
  lines: string;
  note: Generated<string>;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: string;
  created_by: string | null;
  /** "approved" or "declined"; null while it waits. */
  decision: string | null;
  decided_at: string | null;
  decided_name: string | null;
  po_number: string | null;
  decline_reason: string | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  /** One review per request. */
  request: number;
  /** 1 to 5. */
  rating: number;
  /** The customer's words, as sent: never edited by the owner. */
  body: string;
  /** "initial", "company" or "area": how the customer chose to be named. */
  name_style: string;
  /** The name as it shows under the review, made when it was sent. */
  shown_name: string;
  company: string | null;
  /** The served area the customer named, or null. */
  area: string | null;
  /** The service the customer named, or null. */
  service: string | null;
  /** "new" (waits for the owner), "published" or "hidden". */
  state: Generated<string>;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reply: string | null;
  replied_at: string | null;
  replied_by: string | null;
}

/**
 * A post taken once per key (decision 019): a driver's message, decision or review, the owner's
 * Send estimate. Written in the same transaction as what the post made, so a repeat finds it.
 */
interface PostKeysTable {
  request: number;
  /** 32 hex digits made by the form, or "derived-…" made by the server from a post without JavaScript. */
  post_key: string;
  /** "message", "decision", "review" or "estimate". */
  action: string;
  taken_at: string;
  /** What the post made: a message's id, an estimate's version, a review's id; null when it made nothing new. */
  result: string | null;
}

/** Today's random salt of the visitor hashes (deleted once the day is over), and the events the day has taken. */
interface CountSaltsTable {
  day: string;
  salt: string;
  accepted: Generated<number>;
}

/** A day's address hash (never the address) and its events that day: the limit per address. */
interface CountAddressesTable {
  day: string;
  address: string;
  events: number;
}

/** A visitor of one day: the salted hash, never the address or user agent; the events they have given that day. */
interface CountVisitorsTable {
  day: string;
  visitor: string;
  events: Generated<number>;
}

/** A raw event until it is folded into count_totals: "view", "call", "text" or "form". */
interface CountEventsTable {
  id: Generated<number>;
  day: string;
  kind: string;
  page: string;
  /** "search: Google", "direct", a site's host, or '' for a page reached from this site. */
  source: string;
  utm_source: string;
  utm_campaign: string;
}

export interface CountTotalsTable {
  day: string;
  page: string;
  source: string;
  utm_source: string;
  utm_campaign: string;
  views: number;
  calls: number;
  texts: number;
  forms: number;
}

/** Unique visitors of a day that is over. */
interface CountDaysTable {
  day: string;
  visitors: number;
}

/**
 * An invoice or a credit note. What it says (number, customer, lines, totals) is never changed
 * once issued; where its payment stands (status, due date, paid how and when, its checkout) is.
 */
export interface InvoicesTable {
  id: Generated<number>;
  request: number;
  /** "2026-0007": the year and its place in that year's one sequence (invoices and credit notes alike). */
  number: string;
  year: number;
  sequence: number;
  /** "invoice" or "credit-note". */
  kind: Generated<string>;
  /** A credit note: the invoice it cancels. */
  credits: number | null;
  issued_at: string;
  /** The day it was issued in Toronto (YYYY-MM-DD): its date, and the month it is counted in. */
  issued_on: string;
  issued_by: string | null;
  /** Who it is for; the name, phone and e-mail are removed when the request is forgotten. */
  customer_name: Generated<string>;
  company: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  unit: Generated<string>;
  po_number: Generated<string>;
  /** JSON: InvoiceLine[] (app/lib/invoice.ts), each marked when it differs from the approved estimate. */
  lines: string;
  /** JSON: EstimateLine[]: lines of the approved estimate left off the invoice. */
  removed_lines: Generated<string>;
  /** The approved estimate version it started from. */
  estimate_version: number | null;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  /** A credit note's reason. */
  note: Generated<string>;
  /** "issued" (unpaid), "on-account", "paid", "credited"; a credit note is "issued". */
  status: Generated<string>;
  terms_days: number | null;
  due_on: string | null;
  paid_at: string | null;
  /** "card" (Stripe), "cash", "card-terminal", "cheque", "e-transfer". */
  paid_method: string | null;
  paid_reference: string | null;
  /** The owner who marked it paid, or "stripe". */
  paid_by: string | null;
  /** The Stripe Checkout Session that pays it (cs_…), its page and when it expires (epoch ms). */
  checkout_session: string | null;
  checkout_url: string | null;
  checkout_expires_at: number | null;
  /** How many sessions were made for it: the idempotency key of the next one. */
  checkout_attempt: Generated<number>;
}

/** The last number given in a year: raised in the transaction that stores each invoice. */
interface InvoiceCountersTable {
  year: number;
  last: number;
}

/** Every Stripe event taken, by its id: a replay finds its id here and changes nothing. */
interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
  invoice: number | null;
  /** What it came to: "paid", "already paid", "unknown invoice", "amount mismatch", "not paid yet"... */
  outcome: string;
}

/**
 * The technician's latest position while a job is on the way: one row per request, overwritten by
 * each post, deleted at arrival, completion, cancellation and forgetting; left out of backups.
 */
interface TechnicianPositionsTable {
  request: number;
  member: number;
  latitude: number;
  longitude: number;
  /** Metres, as the phone reports it. */
  accuracy: number | null;
  /** Epoch ms the server took it. */
  at: number;
}
