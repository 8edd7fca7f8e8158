import { Link } from "react-router";
import type { UnpaidInvoice } from "~/flows/invoices/unpaid-invoices.server";

/** What customers owe: every unpaid invoice in the inbox, the overdue ones first and marked; nothing when all is paid. */
export function UnpaidInvoices({ invoices }: { invoices: readonly UnpaidInvoice[] }) {
  if (invoices.length === 0) return null;
  const overdue = invoices.filter((invoice) => invoice.overdue).length;
  return (
    <section aria-labelledby="unpaid-heading" className="mt-4 rounded-md border-2 border-ink bg-white p-3">
      <h2 id="unpaid-heading" className="text-2xl font-bold uppercase">
        Unpaid: {invoices.length}
        {overdue > 0 ? `, ${overdue} overdue` : ""}
      </h2>
      <ul className="mt-2 grid gap-1">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Link to={`/owner/invoices/${invoice.id}`} className="flex min-h-11 flex-wrap items-center gap-x-2 underline">
              <span className="font-semibold">{invoice.number}</span>
              <span>{invoice.customer}</span>
              <span className="tabular-nums">{invoice.total}</span>
              <span className={invoice.overdue ? "font-bold text-danger" : "text-steel"}>{invoice.standing}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
