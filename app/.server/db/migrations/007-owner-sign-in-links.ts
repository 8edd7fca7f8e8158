import type { Migration } from "../migrate";

export const migration: Migration = {
  name: "007-owner-sign-in-links",
  sqlite: [
    // "E-mail me a sign-in link": only the SHA-256 of each link's token is kept; a link works once.
    `CREATE TABLE owner_sign_in_links (
      token_hash TEXT PRIMARY KEY,
      owner INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    )`,
    `CREATE INDEX owner_sign_in_links_by_owner ON owner_sign_in_links (owner, created_at)`,
  ],
};
