import type { ColumnDefinitionBuilder } from "kysely";
import type { Migration } from "../migrate";
import type { Engine } from "../database";

/** A row id the database gives: SQLite's row id, PostgreSQL's identity column (as the older tables have them). */
const givenId = (engine: Engine) => (column: ColumnDefinitionBuilder) =>
  engine === "sqlite" ? column.primaryKey().autoIncrement() : column.generatedByDefaultAsIdentity().primaryKey();

/**
 * Invoices and payment. `invoices` holds each invoice and credit note: its number (one unbroken
 * sequence a year, `2026-0001`), what it says (the business's customer, unit, PO, the lines and
 * totals in integer cents), never changed once issued; beside it, where its payment stands
 * (unpaid, on account with its due date, paid: how and when, or credited by a credit note) and
 * the Stripe Checkout Session that may pay it. `invoice_counters` holds the last number given
 * each year: taken and raised in the transaction that stores the invoice, so no number is given
 * twice or skipped. `stripe_events` holds the id of every Stripe event taken, so a replay is
 * taken once.
 */
export const migration: Migration = {
  name: "021-invoices",
  async up(trx, { engine }) {
    await trx.schema
      .createTable("invoices")
      .addColumn("id", "integer", givenId(engine))
      .addColumn("request", "integer", (column) => column.notNull())
      .addColumn("number", "text", (column) => column.notNull().unique())
      .addColumn("year", "integer", (column) => column.notNull())
      .addColumn("sequence", "integer", (column) => column.notNull())
      .addColumn("kind", "text", (column) => column.notNull().defaultTo("invoice"))
      .addColumn("credits", "integer")
      .addColumn("issued_at", "text", (column) => column.notNull())
      .addColumn("issued_on", "text", (column) => column.notNull())
      .addColumn("issued_by", "text")
      .addColumn("customer_name", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("company", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("phone", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("email", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("unit", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("po_number", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("lines", "text", (column) => column.notNull())
      .addColumn("removed_lines", "text", (column) => column.notNull().defaultTo("[]"))
      .addColumn("estimate_version", "integer")
      .addColumn("subtotal_cents", "bigint", (column) => column.notNull())
      .addColumn("tax_cents", "bigint", (column) => column.notNull())
      .addColumn("total_cents", "bigint", (column) => column.notNull())
      .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("status", "text", (column) => column.notNull().defaultTo("issued"))
      .addColumn("terms_days", "integer")
      .addColumn("due_on", "text")
      .addColumn("paid_at", "text")
      .addColumn("paid_method", "text")
      .addColumn("paid_reference", "text")
      .addColumn("paid_by", "text")
      .addColumn("checkout_session", "text")
      .addColumn("checkout_url", "text")
      .addColumn("checkout_expires_at", "bigint")
      .addColumn("checkout_attempt", "integer", (column) => column.notNull().defaultTo(0))
      .addUniqueConstraint("invoices_year_sequence", ["year", "sequence"])
      .execute();
    await trx.schema.createIndex("invoices_by_request").on("invoices").columns(["request", "id"]).execute();
    await trx.schema.createIndex("invoices_by_day").on("invoices").columns(["issued_on", "id"]).execute();
    await trx.schema
      .createTable("invoice_counters")
      .addColumn("year", "integer", (column) => column.primaryKey())
      .addColumn("last", "integer", (column) => column.notNull())
      .execute();
    await trx.schema
      .createTable("stripe_events")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("type", "text", (column) => column.notNull())
      .addColumn("received_at", "text", (column) => column.notNull())
      .addColumn("invoice", "integer")
      .addColumn("outcome", "text", (column) => column.notNull())
      .execute();
  },
};
