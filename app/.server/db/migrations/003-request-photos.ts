import type { Migration } from "../migrate";

export const migration: Migration = {
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
};
