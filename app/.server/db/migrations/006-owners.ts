import type { Migration } from "../migrate";

/** Owner accounts, their sessions and failed sign-ins, beside the requests in the same database. */
export const migration: Migration = {
  name: "006-owners",
  sqlite: [
    `CREATE TABLE owners (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      password_changed_at TEXT NOT NULL
    )`,
    // The cookie holds the session id; the table holds only its SHA-256, so a copy of the
    // database cannot be used to sign in.
    `CREATE TABLE owner_sessions (
      id_hash TEXT PRIMARY KEY,
      owner INTEGER,
      data TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    `CREATE INDEX owner_sessions_by_owner ON owner_sessions (owner)`,
    `CREATE TABLE sign_in_failures (
      key TEXT PRIMARY KEY,
      failures INTEGER NOT NULL,
      last_failure_at INTEGER NOT NULL,
      locked_until INTEGER NOT NULL,
      last_attempt TEXT
    )`,
    `CREATE TABLE owner_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  ],
};
