import type { Migration } from "../migrate";

export const migration: Migration = {
  name: "004-photo-notifications",
  sqlite: [
    // Photos that arrive after the request's e-mail (sent from the phone after the text) go in a
    // follow-up e-mail; each process claims them first, as it does the request's own e-mail.
    `ALTER TABLE request_photos ADD COLUMN notified_at TEXT`,
    `ALTER TABLE request_photos ADD COLUMN notify_claimed_until INTEGER`,
    `CREATE INDEX request_photos_unnotified ON request_photos (notified_at, request)`,
  ],
};
