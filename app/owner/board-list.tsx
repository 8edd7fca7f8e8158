import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { RequestStatus } from "~/lib/request-status";
import type { BoardRow } from "./board-row";

const statusBadge: Record<RequestStatus, string> = {
  new: "bg-hivis text-ink",
  contacted: "bg-steel-light text-ink",
  scheduled: "bg-steel-light text-ink",
  dispatched: "bg-charcoal text-white",
  "on-the-way": "bg-charcoal text-white",
  arrived: "bg-charcoal text-white",
  done: "bg-ok text-white",
  lost: "bg-white text-ink border border-steel",
};

/**
 * The board's lines: each says what the owner decides on before opening a request (kind, place,
 * problem, age, where it stands in words, who is on it and when, the estimate, unread messages).
 */
export function BoardList({ rows, selected }: { rows: readonly BoardRow[]; selected: number }) {
  if (rows.length === 0) return null;
  return (
    <ul aria-label="Requests" className="mt-2 grid gap-2">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/owner/requests/${row.id}`}
            aria-current={row.id === selected ? "page" : undefined}
            className={cn(
              "block rounded-md border-2 border-steel-light bg-white p-3 hover:border-ink focus-visible:border-ink",
              "aria-[current=page]:border-ink aria-[current=page]:shadow-[inset_6px_0_0_var(--color-hivis)]",
            )}
          >
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className={`rounded px-2 py-0.5 font-bold ${statusBadge[row.status]}`}>{row.statusWords}</span>
              <span className="font-semibold">{row.kind === "roadside" ? "Roadside" : "Quote"}</span>
              <span>{row.reference}</span>
              {row.unseen ? <span className="rounded border-2 border-danger px-1.5 font-bold text-danger">Not seen</span> : null}
              {row.spam ? <span className="rounded bg-danger px-2 py-0.5 font-bold text-white">Spam</span> : null}
              {row.suspect ? <span className="rounded border border-danger px-2 py-0.5 font-bold text-danger">Busy address</span> : null}
              <span className="ml-auto text-steel" title={row.receivedAt}>
                {row.age} ago
              </span>
            </span>
            <span className="mt-1 block text-lg font-bold">
              {row.name || "(no name)"} · {row.phone}
            </span>
            {row.place || row.problem ? (
              <span className="mt-0.5 block text-steel">{[row.place, row.problem].filter(Boolean).join(" · ")}</span>
            ) : null}
            <span className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
              <span>
                <span className="text-steel">Technician:</span> {row.technician ?? "not assigned"}
                {row.arrival ? `, arriving about ${row.arrival}` : ""}
              </span>
              {row.estimate ? (
                <span>
                  <span className="text-steel">Estimate:</span> {row.estimate}
                </span>
              ) : null}
              {row.unread > 0 ? (
                <span className="font-bold">
                  {row.unread} new message{row.unread === 1 ? "" : "s"}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
