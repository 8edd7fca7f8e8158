import type { Migration } from "../migrate";

export const migration: Migration = {
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
};
