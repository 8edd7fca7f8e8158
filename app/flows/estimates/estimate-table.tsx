import { MoneyLinesTable } from "~/components/money-lines-table";
import { cn } from "~/lib/cn";

/** One version of an estimate as both pages show it (amounts already formatted). */
export interface ShownEstimate {
  version: number;
  sentAt: string;
  lines: { words: string; amount: string }[];
  subtotal: string;
  tax: string;
  total: string;
  note: string;
  decision: "approved" | "declined" | null;
  /** "Approved by Jane Roy, PO 4411, Fri, Nov 27, 3:12 PM" */
  decisionWords: string | null;
}

/** The lines, the subtotal, the HST and the total of one version, and what the customer decided. */
export function EstimateTable({ estimate, className }: { estimate: ShownEstimate; className?: string }) {
  return (
    <div className={cn("rounded-md border-2 border-steel-light bg-white p-3 print:border-ink", className)}>
      <p className="font-bold">
        Version {estimate.version} · sent {estimate.sentAt}
      </p>
      <MoneyLinesTable caption={`Estimate version ${estimate.version}`} amounts={estimate} className="mt-2" />
      {estimate.note ? <p className="mt-2 whitespace-pre-line">{estimate.note}</p> : null}
      <p
        className={cn(
          "mt-2 font-semibold",
          estimate.decision === "approved" ? "text-ok" : estimate.decision === "declined" ? "text-danger" : "text-steel",
        )}
      >
        {estimate.decisionWords ?? "Waiting for the customer's approval"}
      </p>
    </div>
  );
}
