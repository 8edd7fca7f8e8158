import type { Migration } from "../migrate";

/**
 * A person has seen the request: the first signed-in owner to open it (or to tap "Got it"), and
 * when. The driver's status page says so; escalation stops there.
 */
export const migration: Migration = {
  name: "010-acknowledged",
  sqlite: [`ALTER TABLE requests ADD COLUMN acknowledged_at TEXT`, `ALTER TABLE requests ADD COLUMN acknowledged_by INTEGER`],
  postgres: [`ALTER TABLE requests ADD COLUMN acknowledged_at text`, `ALTER TABLE requests ADD COLUMN acknowledged_by integer`],
};
