import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables";
import type { EstimateLine } from "~/lib/estimate";

/** What removes a request's personal data on request, and after the retention, keeping an anonymous row for the counts. */
export interface Forgetting {
  /**
   * Removes the request's personal data: the name, phone, e-mail, message and details (the
   * location among them), its photos, messages, texts and review, the names in its estimates'
   * decisions, the name, phone and e-mail on its invoices, and the words of its history. Kept: its
   * kind, status, dates and where it came from, its invoices' numbers, lines, amounts and company
   * (kept six years, as the law asks), and a history line saying who had it forgotten and when.
   * Its status link stops working.
   */
  forget(id: number, actor: string): Promise<"forgotten" | "already" | "missing">;
  /** Forgets every request older than `days` (the retention); returns how many. */
  forgetOlderThan(days: number): Promise<number>;
  /** Clears the address hashes of requests older than `hours`: past the limits' window they serve nothing. */
  clearAddressHashes(hours: number): Promise<number>;
}

/** An estimate's lines with their words gone: "Call-out", "Labour", "Part", and the numbers as they were. */
function anonymousLines(stored: string): string {
  const lines = JSON.parse(stored) as EstimateLine[];
  const generic = { "call-out": "Call-out", labour: "Labour", part: "Part" } as const;
  return JSON.stringify(lines.map((line) => ({ ...line, description: generic[line.kind] })));
}

export function createForgetting(db: Kysely<Tables>): Forgetting {
  async function forgetOne(trx: Kysely<Tables>, id: number, actor: string, now: string) {
    await trx
      .updateTable("requests")
      .set({
        name: "",
        email: "",
        phone: "",
        message: "",
        details: null,
        sms_to: null,
        sender_hash: null,
        address_hash: null,
        // The old link opens nothing: a new secret nobody holds.
        status_token: randomBytes(16).toString("base64url"),
        forgotten_at: now,
      })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("request_photos").where("request", "=", id).execute();
    await trx.deleteFrom("request_messages").where("request", "=", id).execute();
    await trx.deleteFrom("driver_texts").where("request", "=", id).execute();
    await trx.deleteFrom("alert_deliveries").where("request", "=", id).execute();
    await trx.deleteFrom("reviews").where("request", "=", id).execute();
    // The keys of its posts (a derived one is a hash of the words posted): with the words they named.
    await trx.deleteFrom("post_keys").where("request", "=", id).execute();
    await trx.deleteFrom("technician_positions").where("request", "=", id).execute();
    // An estimate's amounts stay (they are the job's money); its words may name the driver, the
    // truck or the load: the lines keep only what kind they are, and the note and decision go.
    const estimates = await trx.selectFrom("estimates").select(["id", "lines"]).where("request", "=", id).execute();
    for (const estimate of estimates) {
      await trx
        .updateTable("estimates")
        .set({ lines: anonymousLines(estimate.lines), decided_name: null, po_number: null, decline_reason: null, note: "" })
        .where("id", "=", estimate.id)
        .execute();
    }
    // Invoices are records the law asks to keep six years: their numbers, lines and amounts stay,
    // and so does the company billed (a business's name, which the accountant needs to know who
    // owes what); the person's name, phone and e-mail go.
    await trx.updateTable("invoices").set({ customer_name: "", phone: "", email: "" }).where("request", "=", id).execute();
    // Notes, decisions and texts in the history may name the driver: the lines stay, their words go.
    await trx.updateTable("request_events").set({ detail: null }).where("request", "=", id).execute();
    await trx
      .insertInto("request_events")
      .values({ request: id, at: now, type: "forgotten", actor, detail: "personal data removed" })
      .execute();
  }

  return {
    async forget(id, actor) {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("requests").select(["id", "forgotten_at"]).where("id", "=", id).executeTakeFirst();
        if (!row) return "missing";
        if (row.forgotten_at) return "already";
        await forgetOne(trx, id, actor, new Date().toISOString());
        return "forgotten";
      });
    },

    async forgetOlderThan(days) {
      const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
      const due = await db
        .selectFrom("requests")
        .select("id")
        .where("created_at", "<", cutoff)
        .where("forgotten_at", "is", null)
        .orderBy("id")
        .limit(500)
        .execute();
      let forgotten = 0;
      for (const { id } of due) {
        const done = await db.transaction().execute(async (trx) => {
          // Another process may have forgotten it meanwhile: once is enough.
          const still = await trx
            .updateTable("requests")
            .set({ forgotten_at: new Date().toISOString() })
            .where("id", "=", Number(id))
            .where("forgotten_at", "is", null)
            .executeTakeFirst();
          if (Number(still.numUpdatedRows) === 0) return false;
          await forgetOne(trx, Number(id), `retention (${days} days)`, new Date().toISOString());
          return true;
        });
        if (done) forgotten++;
      }
      return forgotten;
    },

    async clearAddressHashes(hours) {
      const cutoff = new Date(Date.now() - hours * 3_600_000).toISOString();
      const cleared = await db
        .updateTable("requests")
        .set({ address_hash: null })
        .where("created_at", "<", cutoff)
        .where("address_hash", "is not", null)
        .executeTakeFirst();
      return Number(cleared.numUpdatedRows);
    },
  };
}
