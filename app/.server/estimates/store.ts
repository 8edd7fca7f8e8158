import type { Kysely, Selectable } from "kysely";
import { estimateTotals, type EstimateLine } from "~/lib/estimate";
import { formatCad } from "~/lib/money";
import { findPostKey, PostKeyReusedError, takePostKey } from "../db/post-keys";
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

/**
 * What Send estimate came to: a new version; the same post again (`repeat`: its key was taken,
 * a double tap or a retry after a lost answer); or the very lines and note of the newest version
 * (`unchanged`): no version is made either way but the first.
 */
type SendOutcome = { outcome: "sent" | "repeat" | "unchanged"; estimate: Estimate };

export interface EstimateStore {
  /**
   * Sends a new version (1, then 2…), its totals computed here, and a line in the request's
   * history; once per post key, and never the same lines and note as the newest version again.
   */
  send(request: number, estimate: { lines: EstimateLine[]; note: string }, actor: string, postKey?: string): Promise<SendOutcome>;
  /** Every version, oldest first. */
  versions(request: number): Promise<Estimate[]>;
  /** Every version of each of these requests, oldest first (the exports). */
  versionsOf(requests: readonly number[]): Promise<Map<number, Estimate[]>>;
  /**
   * The customer's decision on a version: only the newest, once (the same decision again changes
   * nothing); a post whose key was taken already is answered with the decision it recorded.
   */
  decide(request: number, version: number, decision: EstimateDecision, postKey?: string): Promise<DecisionOutcome>;
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
    async send(request, { lines, note }, actor, postKey) {
      const totals = estimateTotals(lines);
      return db.transaction().execute(async (trx): Promise<SendOutcome> => {
        await hold(trx, request);
        const byVersion = (version: number) =>
          trx.selectFrom("estimates").selectAll().where("request", "=", request).where("version", "=", version).executeTakeFirst();
        if (postKey) {
          const taken = await findPostKey(trx, request, postKey);
          if (taken.repeat) {
            const first = taken.action === "estimate" ? await byVersion(Number(taken.result)) : undefined;
            if (!first) throw new PostKeyReusedError();
            return { outcome: "repeat", estimate: toEstimate(first) };
          }
        }
        const newest = await trx
          .selectFrom("estimates")
          .selectAll()
          .where("request", "=", request)
          .orderBy("version", "desc")
          .limit(1)
          .executeTakeFirst();
        // The lines as stored (JSON) and the note: the same again is the version the driver already has.
        if (newest && newest.lines === JSON.stringify(lines) && newest.note === note) {
          if (postKey) await takePostKey(trx, request, { key: postKey, action: "estimate" }, String(newest.version));
          return { outcome: "unchanged", estimate: toEstimate(newest) };
        }
        const version = Number(newest?.version ?? 0) + 1;
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
        if (postKey) await takePostKey(trx, request, { key: postKey, action: "estimate" }, String(version));
        return { outcome: "sent", estimate: toEstimate(row) };
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
    async decide(request, version, decision, postKey) {
      return db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
        await hold(trx, request);
        // Taken before (the answer was lost, the outbox sent it again): what it recorded, whatever came since.
        if (postKey) {
          const taken = await findPostKey(trx, request, postKey);
          if (taken.repeat) {
            const first =
              taken.action === "decision"
                ? await trx
                    .selectFrom("estimates")
                    .selectAll()
                    .where("request", "=", request)
                    .where("version", "=", Number(taken.result))
                    .executeTakeFirst()
                : undefined;
            if (!first) throw new PostKeyReusedError();
            return { outcome: "already", estimate: toEstimate(first) };
          }
        }
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
        if (postKey) await takePostKey(trx, request, { key: postKey, action: "decision" }, String(version));
        return { outcome: "recorded", estimate: toEstimate(updated) };
      });
    },
  };
}
