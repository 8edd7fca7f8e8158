import { cn } from "~/lib/cn";
import { hstPercent } from "~/lib/money";

/** A line of an estimate or an invoice, its amount formatted; `change` says how it differs from the approval. */
export interface MoneyLine {
  words: string;
  amount: string;
  change?: string | null;
}

/**
 * The lines of an estimate or an invoice with their subtotal, Ontario's HST and the total, as one
 * table: a screen reader announces each amount with its line. The estimate's card names its columns
 * only for screen readers; the invoice, a document, shows them (`columnsShown`).
 */
export function MoneyLinesTable({
  caption,
  amounts: { lines, subtotal, tax, total },
  totalLabel = "Total",
  columnsShown = false,
  className,
}: {
  caption: string;
  /** An estimate's or an invoice's lines and sums, as its shown form has them. */
  amounts: { lines: readonly MoneyLine[]; subtotal: string; tax: string; total: string };
  totalLabel?: string;
  columnsShown?: boolean;
  className?: string;
}) {
  return (
    <table className={cn("w-full text-left", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={columnsShown ? undefined : "sr-only"}>
        <tr className={columnsShown ? "border-b-2 border-ink text-sm" : undefined}>
          <th scope="col" className={columnsShown ? "py-1 pr-2" : undefined}>
            Line
          </th>
          <th scope="col" className={columnsShown ? "py-1 text-right" : undefined}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-t border-steel-light align-top">
            <td className="py-1 pr-2">
              {line.words}
              {line.change ? <span className="block text-sm font-semibold">{line.change}</span> : null}
            </td>
            <td className="py-1 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-ink">
          <th scope="row" className="py-1 pr-2 font-normal">
            Subtotal
          </th>
          <td className="py-1 text-right tabular-nums">{subtotal}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-2 font-normal">
            HST ({hstPercent} %, Ontario)
          </th>
          <td className="py-1 text-right tabular-nums">{tax}</td>
        </tr>
        <tr className="text-lg">
          <th scope="row" className="py-1 pr-2">
            {totalLabel}
          </th>
          <td className="py-1 text-right font-bold tabular-nums">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
