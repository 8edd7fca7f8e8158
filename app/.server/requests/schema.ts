import type { Migration } from "../db/migrate";

/** The requests tables. Older databases (one `quote_requests` table) are carried over as they are. */
export const requestMigrations: readonly Migration[] = [
  {
    name: "001-quote-requests",
    sqlite: [
      `CREATE TABLE IF NOT EXISTS quote_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
        created_at TEXT NOT NULL, ip TEXT, user_agent TEXT,
        notified_at TEXT, notify_attempts INTEGER NOT NULL DEFAULT 0, last_notify_error TEXT
      )`,
    ],
  },
  {
    name: "002-requests",
    sqlite: [
      `CREATE TABLE requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL DEFAULT 'quote',
        status TEXT NOT NULL DEFAULT 'new',
        spam INTEGER NOT NULL DEFAULT 0,
        spam_reason TEXT,
        suspect INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
        details TEXT,
        status_token TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        ip TEXT, user_agent TEXT,
        notified_at TEXT,
        notify_attempts INTEGER NOT NULL DEFAULT 0,
        last_notify_error TEXT,
        notify_claimed_until INTEGER
      )`,
      `INSERT INTO requests (id, request_id, name, email, phone, message, status_token, created_at, updated_at, ip, user_agent,
         notified_at, notify_attempts, last_notify_error)
       SELECT id, 'legacy-' || id, name, email, phone, message, lower(hex(randomblob(16))), created_at, created_at, ip, user_agent,
         notified_at, notify_attempts, last_notify_error FROM quote_requests`,
      `DROP TABLE quote_requests`,
      `CREATE INDEX requests_unnotified ON requests (notified_at, spam, id)`,
      `CREATE INDEX requests_by_address ON requests (ip, created_at)`,
      `CREATE INDEX requests_spam ON requests (spam, id)`,
      `CREATE TABLE request_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request INTEGER NOT NULL,
        at TEXT NOT NULL,
        type TEXT NOT NULL,
        actor TEXT,
        detail TEXT
      )`,
      `CREATE INDEX request_events_by_request ON request_events (request, id)`,
    ],
  },
  {
    name: "003-request-photos",
    sqlite: [
      // Photos sent with a request: files under DATA_DIR/uploads with random names, never served publicly.
      `CREATE TABLE request_photos (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request INTEGER NOT NULL,
        file TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        width INTEGER,
        height INTEGER,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX request_photos_by_request ON request_photos (request, id)`,
    ],
  },
  {
    name: "004-photo-notifications",
    sqlite: [
      // Photos that arrive after the request's e-mail (sent from the phone after the text) go in a
      // follow-up e-mail; each process claims them first, as it does the request's own e-mail.
      `ALTER TABLE request_photos ADD COLUMN notified_at TEXT`,
      `ALTER TABLE request_photos ADD COLUMN notify_claimed_until INTEGER`,
      `CREATE INDEX request_photos_unnotified ON request_photos (notified_at, request)`,
    ],
  },
  {
    name: "005-request-sender",
    sqlite: [
      // A hash of what the first post's browser holds (the form's key, or its sender cookie): a post
      // repeating the request id gets the private status link only when it proves the same sender.
      `ALTER TABLE requests ADD COLUMN sender_hash TEXT`,
    ],
  },
];

/**
 * Where a request came from (issue 28): the page it was sent from, the host of the site that
 * sent the visitor ('' when none: typed, bookmarked, an app; null when not known) and the utm
 * tags of the visit's first address. Nothing of the person: no address, no user agent.
 */
export const requestSourceMigrations: readonly Migration[] = [
  {
    name: "014-request-sources",
    sqlite: [
      `ALTER TABLE requests ADD COLUMN source_page TEXT`,
      `ALTER TABLE requests ADD COLUMN source_referrer TEXT`,
      `ALTER TABLE requests ADD COLUMN utm_source TEXT`,
      `ALTER TABLE requests ADD COLUMN utm_campaign TEXT`,
    ],
    postgres: [
      `ALTER TABLE requests ADD COLUMN source_page text`,
      `ALTER TABLE requests ADD COLUMN source_referrer text`,
      `ALTER TABLE requests ADD COLUMN utm_source text`,
      `ALTER TABLE requests ADD COLUMN utm_campaign text`,
    ],
  },
];
