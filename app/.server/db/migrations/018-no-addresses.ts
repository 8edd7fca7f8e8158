import type { Migration } from "../migrate";

/**
 * No address or browser kept: a request keeps a hash of its sender's address, made
 * with a key of the site's and the day, only while it counts towards the per-address limits (a
 * day), and no user agent at all; the sign-in throttle counts addresses by the same hash. A
 * forgotten request keeps an anonymous row (kind, status, dates) and says when it was forgotten.
 */
const requestsWithoutAddresses = [
  `DROP INDEX requests_by_address`,
  `ALTER TABLE requests RENAME COLUMN ip TO address_hash`,
  `UPDATE requests SET address_hash = NULL`,
  `ALTER TABLE requests DROP COLUMN user_agent`,
  `CREATE INDEX requests_by_address ON requests (address_hash, created_at)`,
  `DELETE FROM sign_in_failures WHERE key LIKE 'address:%'`,
];
export const migration: Migration = {
  name: "018-no-addresses",
  sqlite: [...requestsWithoutAddresses, `ALTER TABLE requests ADD COLUMN forgotten_at TEXT`],
  postgres: [...requestsWithoutAddresses, `ALTER TABLE requests ADD COLUMN forgotten_at text`],
};
