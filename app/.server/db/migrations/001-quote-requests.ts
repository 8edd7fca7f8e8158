import type { Migration } from "../migrate";

/** The requests tables. Older databases (one `quote_requests` table) are carried over as they are. */
export const migration: Migration = {
  name: "001-quote-requests",
  sqlite: [
    `CREATE TABLE IF NOT EXISTS quote_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
      created_at TEXT NOT NULL, ip TEXT, user_agent TEXT,
      notified_at TEXT, notify_attempts INTEGER NOT NULL DEFAULT 0, last_notify_error TEXT
    )`,
  ],
};
