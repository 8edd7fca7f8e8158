import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { totalsOf, statusWord } from "~/.server/invoices/accounts";
import { requireOwner } from "~/.server/owners/owner-auth";
import { buttonClasses } from "~/components/ui/button";
import { dayInWords, monthInWords, torontoDay } from "~/lib/invoice";
import { pageTitle } from "~/lib/meta";
import { formatCad } from "~/lib/money";
import { OwnerFrame } from "~/owner/owner-frame";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Invoices") }, { name: "robots", content: "noindex, nofollow" }];

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The invoices of a month (this month in Toronto by default) with the accountant's totals, and the months that have any. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = monthPattern.test(asked) ? asked : torontoDay(new Date()).slice(0, 7);
  const [invoices, months] = await Promise.all([context.invoices.list(month), context.invoices.months()]);
  const totals = totalsOf(invoices);
  return {
    email: owner.email,
    month,
    monthWords: monthInWords(month),
    months: [...new Set([month, ...months])]
      .sort()
      .reverse()
      .map((each) => ({ month: each, words: monthInWords(each) })),
    totals: {
      count: totals.count,
      subtotal: formatCad(totals.subtotalCents),
      tax: formatCad(totals.taxCents),
      total: formatCad(totals.totalCents),
      paid: formatCad(totals.paidCents),
      unpaid: formatCad(totals.unpaidCents),
    },
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      date: dayInWords(invoice.issuedOn),
      customer: [invoice.customerName, invoice.company].filter(Boolean).join(", ") || "(removed)",
      po: invoice.poNumber,
      total: formatCad(invoice.totalCents),
      status: statusWord(invoice),
    })),
  };
}

export default function OwnerInvoices({ loaderData }: Route.ComponentProps) {
  const { email, month, monthWords, months, totals, invoices } = loaderData;
  return (
    <OwnerFrame member={{ email }}>
      <h1 className="mt-6 text-4xl font-bold uppercase">Invoices</h1>
      <nav aria-label="Month" className="mt-3 flex flex-wrap gap-1">
        {months.map((each) => (
          <Link
            key={each.month}
            to={`/owner/invoices?month=${each.month}`}
            aria-current={each.month === month ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold underline aria-[current=page]:bg-charcoal aria-[current=page]:text-white aria-[current=page]:no-underline"
          >
            {each.words}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="totals-heading" className="mt-4">
        <h2 id="totals-heading" className="text-2xl font-bold uppercase">
          {monthWords}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {[
            ["Invoices and credit notes", String(totals.count)],
            ["Subtotal", totals.subtotal],
            ["HST collected", totals.tax],
            ["Total", totals.total],
            ["Paid", totals.paid],
            ["Unpaid", totals.unpaid],
          ].map(([label, value]) => (
            <div key={label} className="rounded-md border-2 border-steel-light bg-white p-3">
              <dt className="text-sm font-semibold text-steel">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href={`/owner/invoices.csv?month=${month}`} download className={buttonClasses({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export {monthWords} (CSV)
          </a>
          <a href="/owner/invoices.csv" download className={buttonClasses({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export every month (CSV)
          </a>
        </p>
      </section>
      {invoices.length === 0 ? (
        <p className="mt-6 text-steel">No invoices in {monthWords}.</p>
      ) : (
        // On a phone the date and the PO give way (the invoice's page has them): the total and
        // whether it is paid stay in sight without scrolling sideways.
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">Invoices of {monthWords}</caption>
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="p-2">
                  Number
                </th>
                <th scope="col" className="hidden p-2 md:table-cell">
                  Date
                </th>
                <th scope="col" className="p-2">
                  Customer
                </th>
                <th scope="col" className="hidden p-2 md:table-cell">
                  PO
                </th>
                <th scope="col" className="p-2 text-right">
                  Total
                </th>
                <th scope="col" className="p-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-steel-light">
                  <th scope="row" className="p-2">
                    <Link to={`/owner/invoices/${invoice.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
                      {/* One flex item, so the space stays; a number never breaks at its hyphen. */}
                      <span>
                        {invoice.kind === "credit-note" ? "Credit note " : null}
                        <span className="whitespace-nowrap">{invoice.number}</span>
                      </span>
                    </Link>
                  </th>
                  <td className="hidden p-2 md:table-cell">{invoice.date}</td>
                  <td className="p-2">{invoice.customer}</td>
                  <td className="hidden p-2 md:table-cell">{invoice.po}</td>
                  <td className="p-2 text-right tabular-nums">{invoice.total}</td>
                  <td className="p-2">{invoice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OwnerFrame>
  );
}
