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
  ip: string | null;
  user_agent: string | null;
  notified_at: string | null;
  notify_attempts: Generated<number>;
  last_notify_error: string | null;
  notify_claimed_until: number | null;
  sender_hash: string | null;
  acknowledged_at: string | null;
  acknowledged_by: number | null;
}

interface RequestEventsTable {
  id: Generated<number>;
  request: number;
  at: string;
  type: string;
  actor: string | null;
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
}

export interface OwnersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
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
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  /** Epoch ms before which no attempt is made (back-off after a failure). */
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
}
