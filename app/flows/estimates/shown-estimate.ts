import type { Estimate } from "~/.server/estimates/store";
import { estimateChanges, lineWords } from "~/lib/estimate";
import { formatTorontoTime } from "~/lib/format-date";
import { formatCad, formatHundredths } from "~/lib/money";
import type { EstimateDraft } from "./estimate-fields";
import type { EstimateChangeWords } from "./estimate-panel";
import type { ShownEstimate } from "./estimate-table";

/** A version as the pages show it: every amount formatted, the decision in words. */
export function showEstimate(estimate: Estimate, latestVersion: number): ShownEstimate {
  const when = estimate.decidedAt ? formatTorontoTime(estimate.decidedAt, { year: true }) : "";
  return {
    version: estimate.version,
    sentAt: formatTorontoTime(estimate.createdAt, { year: true }),
    lines: estimate.lines.map((line) => ({ words: lineWords(line), amount: formatCad(line.amountCents) })),
    subtotal: formatCad(estimate.subtotalCents),
    tax: formatCad(estimate.taxCents),
    total: formatCad(estimate.totalCents),
    note: estimate.note,
    decision: estimate.decision,
    decisionWords:
      estimate.decision === "approved"
        ? // A forgotten request keeps the decision, not who made it.
          `Approved${estimate.decidedName ? ` by ${estimate.decidedName}` : ""}${estimate.poNumber ? `, PO ${estimate.poNumber}` : ""}, ${when}`
        : estimate.decision === "declined"
          ? `Declined ${when}${estimate.declineReason ? `: ${estimate.declineReason}` : ""}`
          : estimate.version < latestVersion
            ? `Replaced by version ${latestVersion} before a decision`
            : null,
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The owner's form, filled from the newest version (more work starts from what was sent). */
export function draftOf(estimate: Estimate | undefined): EstimateDraft {
  const lines = estimate?.lines ?? [];
  const callOut = lines.find((line) => line.kind === "call-out");
  const labour = lines.find((line) => line.kind === "labour");
  return {
    callOut: callOut ? dollars(callOut.unitCents) : "",
    labourHours: labour ? formatHundredths(labour.quantity) : "",
    labourRate: labour ? dollars(labour.unitCents) : "",
    parts: lines
      .filter((line) => line.kind === "part")
      .map((line) => ({ description: line.description, quantity: formatHundredths(line.quantity), price: dollars(line.unitCents) })),
    note: estimate?.note ?? "",
  };
}

/** What changed from one version to the next, as the driver reads it. */
export function changeWords(previous: Estimate, latest: Estimate): EstimateChangeWords {
  const { added, removed, changed } = estimateChanges(previous.lines, latest.lines);
  const words = (line: Estimate["lines"][number]) => `${lineWords(line)} = ${formatCad(line.amountCents)}`;
  return {
    previousVersion: previous.version,
    previousTotal: formatCad(previous.totalCents),
    added: added.map(words),
    removed: removed.map(words),
    changed: changed.map(words),
  };
}
