import type { Migration } from "../migrate";

/**
 * A team: an account is an owner (everything) or a technician (the jobs assigned to them), with
 * a name and a mobile for alerts and a last sign-in the owner sees; a request is assigned to a
 * member (or, for a helper without an account, still a free first name in `technician`); each
 * history line names who did it as people read it ("On the way: Mike"); a "parts used" note; and
 * the technician's latest position while a job is on the way, one row per request, overwritten
 * by each post and deleted at arrival (a courtesy to the driver, never a record).
 */
export const migration: Migration = {
  name: "022-team",
  async up(trx, { engine }) {
    const real = engine === "postgres" ? "double precision" : "real";
    await trx.schema
      .alterTable("owners")
      .addColumn("role", "text", (column) => column.notNull().defaultTo("owner"))
      .execute();
    await trx.schema.alterTable("owners").addColumn("name", "text").execute();
    await trx.schema.alterTable("owners").addColumn("phone", "text").execute();
    await trx.schema.alterTable("owners").addColumn("last_signed_in_at", "text").execute();
    await trx.schema.alterTable("requests").addColumn("assigned_to", "integer").execute();
    await trx.schema.alterTable("requests").addColumn("parts_used", "text").execute();
    await trx.schema.createIndex("requests_by_assignee").on("requests").columns(["assigned_to", "id"]).execute();
    await trx.schema.alterTable("request_events").addColumn("actor_name", "text").execute();
    await trx.schema
      .createTable("technician_positions")
      .addColumn("request", "integer", (column) => column.primaryKey())
      .addColumn("member", "integer", (column) => column.notNull())
      .addColumn("latitude", real, (column) => column.notNull())
      .addColumn("longitude", real, (column) => column.notNull())
      .addColumn("accuracy", real)
      .addColumn("at", "bigint", (column) => column.notNull())
      .execute();
  },
};
