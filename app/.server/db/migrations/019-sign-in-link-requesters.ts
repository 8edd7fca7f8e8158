import type { Migration } from "../migrate";

export const migration: Migration = {
  // Sign-in links are capped per requesting address (its daily hash), so a stranger asking for
  // links cannot use up the owner's: the owner's own cap is higher, against a flood of e-mails.
  name: "019-sign-in-link-requesters",
  sqlite: [`ALTER TABLE owner_sign_in_links ADD COLUMN requested_by TEXT`],
  postgres: [`ALTER TABLE owner_sign_in_links ADD COLUMN requested_by text`],
};
