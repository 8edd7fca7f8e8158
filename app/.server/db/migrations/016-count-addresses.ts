import type { Migration } from "../migrate";

export const migration: Migration = {
  // The day's address hashes (salted as the visitors'), for a limit per address whatever the
  // browser says it is: one machine posing as ever new browsers is one address.
  name: "016-count-addresses",
  sqlite: [
    `CREATE TABLE count_addresses (day TEXT NOT NULL, address TEXT NOT NULL, events INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (day, address))`,
  ],
  postgres: [
    `CREATE TABLE count_addresses (day text NOT NULL, address text NOT NULL, events integer NOT NULL DEFAULT 0, PRIMARY KEY (day, address))`,
  ],
};
