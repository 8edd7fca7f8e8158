import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { CountLine } from "~/.server/counts/report";

/** Requests per 100 views, one decimal; a dash when nothing was viewed. */
export const requestsPer100 = ({ views, requests }: Pick<CountLine, "views" | "requests">) =>
  views > 0 ? ((requests * 100) / views).toFixed(1) : "–";

export interface StatsRow {
  key: string;
  name: ReactNode;
  line: CountLine;
  /** A row whose views are not counted (the source "not known": moves within the site are no source). */
  noViews?: boolean;
}

const statsHeaders = ["Views", "Calls", "Texts", "Requests", "Per 100 views"] as const;
const numberCell = "py-2 pl-1 sm:pl-3 text-right align-top tabular-nums";

/**
 * One of the owner's count tables: a name per row, then views, calls and texts tapped, requests
 * and requests per 100 views. Narrow enough for a phone held upright (long page names wrap).
 */
export function StatsTable({ caption, nameHeader, rows }: { caption: ReactNode; nameHeader: ReactNode; rows: readonly StatsRow[] }) {
  return (
    <NumberTable
      caption={caption}
      nameHeader={nameHeader}
      numberHeaders={statsHeaders}
      rows={rows.map(({ key, name, line, noViews }) => ({
        key,
        name,
        values: [noViews ? "–" : line.views, line.calls, line.texts, line.requests, noViews ? "–" : requestsPer100(line)],
      }))}
    />
  );
}

/** A table of the owner's numbers: a name per row (a row header), then one number per column. */
export function NumberTable({
  caption,
  captionHidden = false,
  shortNames = false,
  nameHeader,
  numberHeaders,
  rows,
}: {
  caption: ReactNode;
  /** Said to screen readers only, where the heading above already says what the table is. */
  captionHidden?: boolean;
  /** Names that are short and never wrap (days): their column takes no more room than they need. */
  shortNames?: boolean;
  nameHeader: ReactNode;
  numberHeaders: readonly string[];
  rows: readonly { key: string; name: ReactNode; values: readonly ReactNode[] }[];
}) {
  if (rows.length === 0) return <p className="mt-2 text-steel">Nothing counted in these days yet.</p>;
  return (
    <table className="mt-2 w-full text-left text-sm sm:text-base">
      <caption className={captionHidden ? "sr-only" : "text-left text-steel"}>{caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink align-bottom">
          <th scope="col" className="py-2 pr-2">
            {nameHeader}
          </th>
          {numberHeaders.map((header) => (
            <th key={header} scope="col" className="py-2 pl-1 text-right sm:pl-3">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, name, values }) => (
          <tr key={key} className="border-b border-steel-light">
            <th
              scope="row"
              className={cn("py-2 pr-2 align-top font-normal", shortNames ? "whitespace-nowrap" : "min-w-20 [overflow-wrap:anywhere]")}
            >
              {name}
            </th>
            {values.map((value, index) => (
              <td key={index} className={numberCell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
