import type { Migration } from "../migrate";

/**
 * Every post a phone may send twice is taken once per key, as requests are by their request id
 * (decision 019): the driver's messages, decisions and reviews, and the owner's Send estimate.
 * A key is kept with what its post made (a message's id, an estimate's version), so a repeat
 * is answered with that, never a second row, text or alert. A photo sent again (an upload
 * retried, the outbox and the page both sending) is kept once per request by its upload key.
 * The same on both engines: Kysely's schema builder writes each engine's SQL.
 */
export const migration: Migration = {
  name: "020-post-keys",
  async up(trx) {
    await trx.schema
      .createTable("post_keys")
      .addColumn("request", "integer", (column) => column.notNull())
      .addColumn("post_key", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("taken_at", "text", (column) => column.notNull())
      .addColumn("result", "text")
      .addPrimaryKeyConstraint("post_keys_request_key", ["request", "post_key"])
      .execute();
    await trx.schema.alterTable("request_photos").addColumn("upload_key", "text").execute();
    await trx.schema.createIndex("request_photos_by_upload_key").on("request_photos").columns(["request", "upload_key"]).unique().execute();
  },
};
