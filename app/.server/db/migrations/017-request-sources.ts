import type { Migration } from "../migrate";

/**
 * Where a request came from: the page it was sent from, the host of the site that
 * sent the visitor ('' when none: typed, bookmarked, an app; null when not known) and the utm
 * tags of the visit's first address. Nothing of the person: no address, no user agent.
 */
export const migration: Migration = {
  name: "017-request-sources",
  sqlite: [
    `ALTER TABLE requests ADD COLUMN source_page TEXT`,
    `ALTER TABLE requests ADD COLUMN source_referrer TEXT`,
    `ALTER TABLE requests ADD COLUMN utm_source TEXT`,
    `ALTER TABLE requests ADD COLUMN utm_campaign TEXT`,
  ],
  postgres: [
    `ALTER TABLE requests ADD COLUMN source_page text`,
    `ALTER TABLE requests ADD COLUMN source_referrer text`,
    `ALTER TABLE requests ADD COLUMN utm_source text`,
    `ALTER TABLE requests ADD COLUMN utm_campaign text`,
  ],
};
