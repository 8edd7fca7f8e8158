import type { Kysely, Selectable } from "kysely";
import { estimateTotals, type EstimateLine } from "~/lib/estimate";
import { formatCad } from "~/lib/money";
import type { Tables } from "../db/tables";

/** One version of a request's estimate, with the customer's decision on it. */
export interface Estimate {
  id: number;
  request: number;
  version: number;
  lines: EstimateLine[];
  note: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  createdAt: string;
  createdBy: string | null;
  decision: "approved" | "declined" | null;
  decidedAt: string | null;
  decidedName: string | null;
  poNumber: string | null;
  declineReason: string | null;
}

type EstimateDecision = { kind: "approved"; name: string; poNumber: string | null } | { kind: "declined"; reason: string | null };

/**
 * What a decision came to: recorded; the same decision already recorded (a double tap);
 * refused because a newer version exists (`stale`), because the other decision was made, or
 * because there is no such version.
 */
type DecisionOutcome =
  | { outcome: "recorded" | "already"; estimate: Estimate }
  | { outcome: "stale"; latest: number }
  | { outcome: "decided-otherwise"; estimate: Estimate }
  | { outcome: "missing" };

export interface EstimateStore {
  /** Sends a new version (1, then 2…), its totals computed here, and a line in the request's history. */
  send(request: number, estimate: { lines: EstimateLine[]; note: string }, actor: string): Promise<Estimate>;
  /** Every version, oldest first. */
  versions(request: number): Promise<Estimate[]>;
  /** Every version of each of these requests, oldest first (the exports). */
  versionsOf(requests: readonly number[]): Promise<Map<number, Estimate[]>>;
  /** The customer's decision on a version: only the newest, once (the same decision again changes nothing). */
  decide(request: number, version: number, decision: EstimateDecision): Promise<DecisionOutcome>;
}

const toEstimate = (row: Selectable<Tables["estimates"]>): Estimate => ({
  id: Number(row.id),
  request: Number(row.request),
  version: Number(row.version),
  lines: JSON.parse(row.lines) as EstimateLine[],
  note: row.note,
  subtotalCents: Number(row.subtotal_cents),
  taxCents: Number(row.tax_cents),
  totalCents: Number(row.total_cents),
  createdAt: row.created_at,
  createdBy: row.created_by,
  decision: row.decision as Estimate["decision"],
  decidedAt: row.decided_at,
  decidedName: row.decided_name,
  poNumber: row.po_number,
  declineReason: row.decline_reason,
});

export function createEstimateStore(db: Kysely<Tables>): EstimateStore {
  /** Holds the request's row for the transaction: versions and decisions of one request go one at a time. */
  const hold = (trx: Kysely<Tables>, request: number) =>
    trx.updateTable("requests").set({ updated_at: new Date().toISOString() }).where("id", "=", request).executeTakeFirst();

  return {
    async send(request, { lines, note }, actor) {
      const totals = estimateTotals(lines);
      return db.transaction().execute(async (trx) => {
        await hold(trx, request);
        const last = await trx
          .selectFrom("estimates")
          .select((eb) => eb.fn.max("version").as("version"))
          .where("request", "=", request)
          .executeTakeFirst();
        const version = Number(last?.version ?? 0) + 1;
        const now = new Date().toISOString();
        const row = await trx
          .insertInto("estimates")
          .values({
            request,
            version,
            lines: JSON.stringify(lines),
            note,
            subtotal_cents: totals.subtotalCents,
            tax_cents: totals.taxCents,
            total_cents: totals.totalCents,
            created_at: now,
            created_by: actor,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("request_events")
          .values({ request, at: now, type: "estimate", actor, detail: `version ${version}: ${formatCad(totals.totalCents)} with HST` })
          .execute();
        return toEstimate(row);
      });
    },
    async versions(request) {
      const rows = await db.selectFrom("estimates").selectAll().where("request", "=", request).orderBy("version", "asc").execute();
      return rows.map(toEstimate);
    },
    async versionsOf(requests) {
      const found = new Map<number, Estimate[]>();
      for (let start = 0; start < requests.length; start += 500) {
        const rows = await db
          .selectFrom("estimates")
          .selectAll()
          .where("request", "in", requests.slice(start, start + 500))
          .orderBy("version", "asc")
          .execute();
        for (const row of rows) {
          const estimate = toEstimate(row);
          found.set(estimate.request, [...(found.get(estimate.request) ?? []), estimate]);
        }
      }
      return found;
    },
    async decide(request, version, decision) {
      return db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
        await hold(trx, request);
        const latest = await trx
          .selectFrom("estimates")
          .selectAll()
          .where("request", "=", request)
          .orderBy("version", "desc")
          .limit(1)
          .executeTakeFirst();
        if (!latest) return { outcome: "missing" };
        if (Number(latest.version) !== version) {
          const exists = await trx
            .selectFrom("estimates")
            .select("id")
            .where("request", "=", request)
            .where("version", "=", version)
            .executeTakeFirst();
          return exists ? { outcome: "stale", latest: Number(latest.version) } : { outcome: "missing" };
        }
        const current = toEstimate(latest);
        if (current.decision === decision.kind) return { outcome: "already", estimate: current };
        if (current.decision) return { outcome: "decided-otherwise", estimate: current };
        const now = new Date().toISOString();
        const values =
          decision.kind === "approved"
            ? { decision: "approved", decided_at: now, decided_name: decision.name, po_number: decision.poNumber }
            : { decision: "declined", decided_at: now, decline_reason: decision.reason };
        const updated = await trx
          .updateTable("estimates")
          .set(values)
          .where("id", "=", current.id)
          .where("decision", "is", null)
          .returningAll()
          .executeTakeFirstOrThrow();
        const detail =
          decision.kind === "approved"
            ? `version ${version} (${formatCad(current.totalCents)}) by ${decision.name}${decision.poNumber ? `, PO ${decision.poNumber}` : ""}`
            : `version ${version} (${formatCad(current.totalCents)})${decision.reason ? `: ${decision.reason}` : ""}`;
        await trx
          .insertInto("request_events")
          .values({ request, at: now, type: decision.kind === "approved" ? "estimate-approved" : "estimate-declined", actor: null, detail })
          .execute();
        return { outcome: "recorded", estimate: toEstimate(updated) };
      });
    },
  };
}
