import { cn } from "~/lib/cn";
import { hstPercent } from "~/lib/money";

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
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Estimate version {estimate.version}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line, index) => (
            <tr key={index} className="border-t border-steel-light align-top">
              <td className="py-1 pr-2">{line.words}</td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink">
            <th scope="row" className="py-1 pr-2 font-normal">
              Subtotal
            </th>
            <td className="py-1 text-right tabular-nums">{estimate.subtotal}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-2 font-normal">
              HST ({hstPercent} %, Ontario)
            </th>
            <td className="py-1 text-right tabular-nums">{estimate.tax}</td>
          </tr>
          <tr className="text-lg">
            <th scope="row" className="py-1 pr-2">
              Total
            </th>
            <td className="py-1 text-right font-bold tabular-nums">{estimate.total}</td>
          </tr>
        </tfoot>
      </table>
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
