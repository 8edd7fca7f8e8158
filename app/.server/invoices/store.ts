import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { EstimateLine } from "~/lib/estimate";
import { invoiceNumber, invoiceTotals, torontoDay, addDays, type InvoiceLine, type InvoiceStatus, type PaymentMethod } from "~/lib/invoice";
import { formatCad } from "~/lib/money";
import type { InvoicesTable, Tables } from "../db/tables";

/** An invoice or a credit note, as the pages, the exports and the payment read it: its draft, issued. */
export interface Invoice extends InvoiceDraft {
  id: number;
  request: number;
  number: string;
  kind: "invoice" | "credit-note";
  /** A credit note: the id of the invoice it cancels. */
  credits: number | null;
  issuedAt: string;
  /** YYYY-MM-DD, Toronto. */
  issuedOn: string;
  issuedBy: string | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  note: string;
  status: InvoiceStatus;
  termsDays: number | null;
  dueOn: string | null;
  paidAt: string | null;
  paidMethod: PaymentMethod | null;
  paidReference: string | null;
  paidBy: string | null;
  checkout: { session: string; url: string; expiresAt: number } | null;
  checkoutAttempt: number;
}

/** What the owner's "Make the invoice" gives: who it is for and its lines, marked against the approval. */
export interface InvoiceDraft {
  customerName: string;
  company: string;
  phone: string;
  email: string;
  unit: string;
  poNumber: string;
  lines: InvoiceLine[];
  removedLines: EstimateLine[];
  estimateVersion: number | null;
}

/** A payment as it is recorded: how, the reference (a cheque number, Stripe's payment id), who marked it. */
interface Payment {
  method: PaymentMethod;
  reference: string | null;
  by: string;
}

/** A Checkout Session's facts, as the webhook's verified event gives them. */
export interface CardPaymentEvent {
  eventId: string;
  eventType: string;
  /** The invoice number the session carries (metadata.invoice, or client_reference_id). */
  invoiceNumber: string | null;
  amountCents: number | null;
  currency: string | null;
  /** Stripe's payment_status: "paid" once the money is taken; "unpaid" while a delayed method settles. */
  paymentStatus: string | null;
  /** The payment intent (pi_…) or, failing that, the session (cs_…). */
  reference: string;
}

type CardPaymentOutcome =
  | { outcome: "paid"; invoice: Invoice; message: number }
  | { outcome: "replayed" | "unknown-invoice" | "not-paid-yet" }
  | { outcome: "mismatch" | "already-paid" | "not-payable"; invoice: Invoice };

type PaidOutcome = { outcome: "paid"; invoice: Invoice } | { outcome: "already-paid" | "credited" | "credit-note" | "missing" };

export interface InvoiceStore {
  /**
   * Issues the request's invoice: the year's next number, given in the same transaction that
   * stores it. A request has one live invoice (not credited): a second issue (a double tap, a
   * second process) answers the one there is. The totals are worked out here from the lines.
   */
  issue(request: number, draft: InvoiceDraft, actor: string, now?: Date): Promise<{ outcome: "issued" | "exists"; invoice: Invoice }>;
  /** Cancels an unpaid invoice with a credit note (the next number, the amounts negated); a new invoice may then be made. */
  credit(
    invoice: number,
    reason: string,
    actor: string,
    now?: Date,
  ): Promise<{ outcome: "credited"; creditNote: Invoice } | { outcome: "paid" | "already" | "missing" }>;
  get(id: number): Promise<Invoice | null>;
  byNumber(number: string): Promise<Invoice | null>;
  /** Every invoice and credit note of a request, oldest first. */
  forRequest(request: number): Promise<Invoice[]>;
  /** Every invoice and credit note of a month (YYYY-MM, by its Toronto date), or of all months, oldest first. */
  list(month?: string): Promise<Invoice[]>;
  /** The months that have invoices, newest first. */
  months(): Promise<string[]>;
  /** Invoices still to be paid (issued or on account), the oldest first. */
  unpaid(): Promise<Invoice[]>;
  /** The owner marks it paid (on site): once; answers why not otherwise. */
  markPaid(id: number, payment: Payment, now?: Date): Promise<PaidOutcome>;
  /** On account: terms in days and the due date from the invoice's date. */
  putOnAccount(
    id: number,
    termsDays: number,
    actor: string,
  ): Promise<{ outcome: "on-account"; invoice: Invoice } | { outcome: "not-payable" }>;
  /** Keeps the Checkout Session made for the invoice (attempt: the key it was made with). */
  saveCheckout(id: number, checkout: { session: string; url: string; expiresAt: number }, attempt: number): Promise<void>;
  /**
   * A verified Stripe event about a Checkout Session: taken once per event id (a replay finds it
   * and changes nothing); marks the invoice paid only when the session is paid, for the
   * invoice's exact amount in Canadian dollars, and the invoice still waits for its payment. The
   * payment's message to the thread is written in the same transaction.
   */
  recordCardPayment(event: CardPaymentEvent, now?: Date): Promise<CardPaymentOutcome>;
}

const json = <T>(text: string): T => JSON.parse(text) as T;

const toInvoice = (row: Selectable<InvoicesTable>): Invoice => ({
  id: Number(row.id),
  request: Number(row.request),
  number: row.number,
  kind: row.kind === "credit-note" ? "credit-note" : "invoice",
  credits: row.credits === null ? null : Number(row.credits),
  issuedAt: row.issued_at,
  issuedOn: row.issued_on,
  issuedBy: row.issued_by,
  customerName: row.customer_name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  unit: row.unit,
  poNumber: row.po_number,
  lines: json<InvoiceLine[]>(row.lines),
  removedLines: json<EstimateLine[]>(row.removed_lines),
  estimateVersion: row.estimate_version === null ? null : Number(row.estimate_version),
  subtotalCents: Number(row.subtotal_cents),
  taxCents: Number(row.tax_cents),
  totalCents: Number(row.total_cents),
  note: row.note,
  status: row.status as InvoiceStatus,
  termsDays: row.terms_days === null ? null : Number(row.terms_days),
  dueOn: row.due_on,
  paidAt: row.paid_at,
  paidMethod: row.paid_method as PaymentMethod | null,
  paidReference: row.paid_reference,
  paidBy: row.paid_by,
  checkout:
    row.checkout_session && row.checkout_url && row.checkout_expires_at !== null
      ? { session: row.checkout_session, url: row.checkout_url, expiresAt: Number(row.checkout_expires_at) }
      : null,
  checkoutAttempt: Number(row.checkout_attempt),
});

/** Who an invoice is for, as its row keeps it: a credit note repeats its invoice's. */
function billToColumns(to: Pick<InvoiceDraft, "customerName" | "company" | "phone" | "email" | "unit" | "poNumber">) {
  return { customer_name: to.customerName, company: to.company, phone: to.phone, email: to.email, unit: to.unit, po_number: to.poNumber };
}

const payable: readonly InvoiceStatus[] = ["issued", "on-account"];

export function createInvoiceStore(db: Kysely<Tables>): InvoiceStore {
  /**
   * Holds the request's row for the transaction (changing nothing): what is decided about one
   * request's invoices (is there a live one? credit it) is decided one process at a time. It is
   * always taken before the year's counter, so two transactions never wait on each other in turn.
   */
  const holdRequest = (trx: Transaction<Tables>, request: number) =>
    trx
      .updateTable("requests")
      .set({ updated_at: sql`updated_at` })
      .where("id", "=", request)
      .executeTakeFirst();

  /**
   * The year's next number, in the storing transaction: the counter row is made once (a second
   * maker waits for the first, then does nothing), and raised under its row lock (PostgreSQL),
   * inside SQLite's write transaction (one writer at a time): a transaction that fails gives its
   * number back with everything else, so the sequence never skips.
   */
  async function nextSequence(trx: Transaction<Tables>, year: number): Promise<number> {
    await trx
      .insertInto("invoice_counters")
      .values({ year, last: 0 })
      .onConflict((conflict) => conflict.column("year").doNothing())
      .execute();
    const row = await trx
      .updateTable("invoice_counters")
      .set((eb) => ({ last: eb("last", "+", 1) }))
      .where("year", "=", year)
      .returning("last")
      .executeTakeFirstOrThrow();
    return Number(row.last);
  }

  /** The columns that number and date a new invoice or credit note: the next number of its Toronto year, one series for both. */
  async function issuing(trx: Transaction<Tables>, now: Date, actor: string) {
    const day = torontoDay(now);
    const year = Number(day.slice(0, 4));
    const sequence = await nextSequence(trx, year);
    return { number: invoiceNumber(year, sequence), year, sequence, issued_at: now.toISOString(), issued_on: day, issued_by: actor };
  }

  const liveInvoice = (trx: Kysely<Tables>, request: number) =>
    trx
      .selectFrom("invoices")
      .selectAll()
      .where("request", "=", request)
      .where("kind", "=", "invoice")
      .where("status", "!=", "credited")
      .orderBy("id", "desc")
      .executeTakeFirst();

  const event = (trx: Kysely<Tables>, request: number, at: string, type: string, actor: string | null, detail: string) =>
    trx.insertInto("request_events").values({ request, at, type, actor, detail }).execute();

  async function getBy(column: "id" | "number", value: number | string) {
    const row = await db.selectFrom("invoices").selectAll().where(column, "=", value).executeTakeFirst();
    return row ? toInvoice(row) : null;
  }

  return {
    async issue(request, draft, actor, now = new Date()) {
      const totals = invoiceTotals(draft.lines);
      return db.transaction().execute(async (trx) => {
        await holdRequest(trx, request);
        const live = await liveInvoice(trx, request);
        if (live) return { outcome: "exists" as const, invoice: toInvoice(live) };
        const issued = await issuing(trx, now, actor);
        const row = await trx
          .insertInto("invoices")
          .values({
            request,
            ...issued,
            kind: "invoice",
            ...billToColumns(draft),
            lines: JSON.stringify(draft.lines),
            removed_lines: JSON.stringify(draft.removedLines),
            estimate_version: draft.estimateVersion,
            subtotal_cents: totals.subtotalCents,
            tax_cents: totals.taxCents,
            total_cents: totals.totalCents,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await event(trx, request, issued.issued_at, "invoice", actor, `${issued.number}: ${formatCad(totals.totalCents)} with HST`);
        return { outcome: "issued" as const, invoice: toInvoice(row) };
      });
    },

    async credit(id, reason, actor, now = new Date()) {
      const found = await db.selectFrom("invoices").select("request").where("id", "=", id).executeTakeFirst();
      if (!found) return { outcome: "missing" as const };
      return db.transaction().execute(async (trx) => {
        await holdRequest(trx, Number(found.request));
        const row = await trx.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row || row.kind !== "invoice") return { outcome: "missing" as const };
        const invoice = toInvoice(row);
        if (invoice.status === "credited") return { outcome: "already" as const };
        // A paid invoice is corrected by a refund first (in Stripe, or by hand), then a credit note.
        if (invoice.status === "paid") return { outcome: "paid" as const };
        const issued = await issuing(trx, now, actor);
        const negated = invoice.lines.map((line) => ({
          ...line,
          unitCents: -line.unitCents,
          amountCents: -line.amountCents,
          change: null,
        }));
        const note = await trx
          .insertInto("invoices")
          .values({
            request: invoice.request,
            ...issued,
            kind: "credit-note",
            credits: invoice.id,
            ...billToColumns(invoice),
            lines: JSON.stringify(negated),
            // The invoice's own totals, negated: the note cancels it to the cent.
            subtotal_cents: -invoice.subtotalCents,
            tax_cents: -invoice.taxCents,
            total_cents: -invoice.totalCents,
            note: reason,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable("invoices").set({ status: "credited" }).where("id", "=", invoice.id).execute();
        await event(
          trx,
          invoice.request,
          issued.issued_at,
          "invoice-credited",
          actor,
          `${invoice.number} cancelled by credit note ${issued.number}: ${reason}`,
        );
        return { outcome: "credited" as const, creditNote: toInvoice(note) };
      });
    },

    get: (id) => getBy("id", id),
    byNumber: (number) => getBy("number", number),

    async forRequest(request) {
      const rows = await db.selectFrom("invoices").selectAll().where("request", "=", request).orderBy("id", "asc").execute();
      return rows.map(toInvoice);
    },

    async list(month) {
      let query = db.selectFrom("invoices").selectAll();
      if (month) query = query.where("issued_on", ">=", `${month}-01`).where("issued_on", "<=", `${month}-31`);
      return (await query.orderBy("year", "asc").orderBy("sequence", "asc").execute()).map(toInvoice);
    },

    async months() {
      const rows = await db.selectFrom("invoices").select("issued_on").distinct().execute();
      return [...new Set(rows.map((row) => row.issued_on.slice(0, 7)))].sort().reverse();
    },

    async unpaid() {
      const rows = await db
        .selectFrom("invoices")
        .selectAll()
        .where("kind", "=", "invoice")
        .where("status", "in", [...payable])
        .orderBy("id", "asc")
        .execute();
      return rows.map(toInvoice);
    },

    async markPaid(id, payment, now = new Date()) {
      return db.transaction().execute(async (trx): Promise<PaidOutcome> => {
        const row = await trx.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row) return { outcome: "missing" };
        if (row.kind !== "invoice") return { outcome: "credit-note" };
        const at = now.toISOString();
        const updated = await trx
          .updateTable("invoices")
          .set({ status: "paid", paid_at: at, paid_method: payment.method, paid_reference: payment.reference, paid_by: payment.by })
          .where("id", "=", id)
          .where("status", "in", [...payable])
          .returningAll()
          .executeTakeFirst();
        if (!updated) return { outcome: row.status === "credited" ? "credited" : "already-paid" };
        const invoice = toInvoice(updated);
        await event(
          trx,
          invoice.request,
          at,
          "invoice-paid",
          payment.by,
          `${invoice.number}: ${formatCad(invoice.totalCents)} by ${payment.method}${payment.reference ? ` (${payment.reference})` : ""}`,
        );
        return { outcome: "paid", invoice };
      });
    },

    async putOnAccount(id, termsDays, actor) {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
        if (!row || row.kind !== "invoice" || !payable.includes(row.status as InvoiceStatus)) return { outcome: "not-payable" as const };
        const dueOn = addDays(row.issued_on, termsDays);
        const updated = await trx
          .updateTable("invoices")
          .set({ status: "on-account", terms_days: termsDays, due_on: dueOn })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await event(
          trx,
          Number(row.request),
          new Date().toISOString(),
          "invoice-on-account",
          actor,
          `${row.number}: net ${termsDays}, due ${dueOn}`,
        );
        return { outcome: "on-account" as const, invoice: toInvoice(updated) };
      });
    },

    async saveCheckout(id, checkout, attempt) {
      await db
        .updateTable("invoices")
        .set({
          checkout_session: checkout.session,
          checkout_url: checkout.url,
          checkout_expires_at: checkout.expiresAt,
          checkout_attempt: attempt,
        })
        .where("id", "=", id)
        .execute();
    },

    async recordCardPayment(payment, now = new Date()) {
      return db.transaction().execute(async (trx): Promise<CardPaymentOutcome> => {
        const at = now.toISOString();
        const row = payment.invoiceNumber
          ? await trx.selectFrom("invoices").selectAll().where("number", "=", payment.invoiceNumber).executeTakeFirst()
          : undefined;
        const invoice = row ? toInvoice(row) : null;
        const outcome: CardPaymentOutcome = !invoice
          ? { outcome: "unknown-invoice" }
          : payment.paymentStatus !== "paid"
            ? { outcome: "not-paid-yet" }
            : payment.amountCents !== invoice.totalCents || payment.currency?.toLowerCase() !== "cad"
              ? { outcome: "mismatch", invoice }
              : invoice.kind !== "invoice" || invoice.status === "credited"
                ? { outcome: "not-payable", invoice }
                : invoice.status === "paid"
                  ? { outcome: "already-paid", invoice }
                  : { outcome: "paid", invoice, message: 0 };
        // The event's id first: a second delivery of it (a replay, Stripe's retry) stops here.
        const taken = await trx
          .insertInto("stripe_events")
          .values({ id: payment.eventId, type: payment.eventType, received_at: at, invoice: invoice?.id ?? null, outcome: outcome.outcome })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: "replayed" };
        if (!invoice) return outcome;
        const amount = payment.amountCents === null ? "no amount" : formatCad(payment.amountCents);
        if (outcome.outcome === "mismatch") {
          await event(
            trx,
            invoice.request,
            at,
            "invoice-payment-refused",
            "stripe",
            `${invoice.number}: a card payment of ${amount} ${(payment.currency ?? "").toUpperCase()} does not match the invoice's ${formatCad(invoice.totalCents)} CAD; not counted (${payment.reference})`,
          );
          return outcome;
        }
        if (outcome.outcome === "already-paid" || outcome.outcome === "not-payable") {
          // Money taken twice, or for a cancelled invoice: the owner refunds it in Stripe.
          await event(
            trx,
            invoice.request,
            at,
            "invoice-payment-refused",
            "stripe",
            `${invoice.number}: another card payment of ${amount} arrived for an invoice ${invoice.status === "paid" ? "already paid" : "that is cancelled"}; refund it in Stripe (${payment.reference})`,
          );
          return outcome;
        }
        if (outcome.outcome !== "paid") return outcome;
        const updated = await trx
          .updateTable("invoices")
          .set({ status: "paid", paid_at: at, paid_method: "card", paid_reference: payment.reference, paid_by: "stripe" })
          .where("id", "=", invoice.id)
          .where("status", "in", [...payable])
          .returningAll()
          .executeTakeFirstOrThrow();
        await event(trx, invoice.request, at, "invoice-paid", "stripe", `${invoice.number}: ${amount} by card (${payment.reference})`);
        // The owner is told as by a decision on the estimate: a message of the thread, written by the site.
        const message = await trx
          .insertInto("request_messages")
          .values({
            request: invoice.request,
            at,
            sender: "driver",
            via: "payment",
            body: `Paid invoice ${invoice.number}: ${amount} by card.`,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { outcome: "paid", invoice: toInvoice(updated), message: Number(message.id) };
      });
    },
  };
}

/** Whether an on-account invoice is past its due date (Toronto's today). */
export const isOverdue = (invoice: Pick<Invoice, "status" | "dueOn">, now = new Date()) =>
  invoice.status === "on-account" && invoice.dueOn !== null && invoice.dueOn < torontoDay(now);
