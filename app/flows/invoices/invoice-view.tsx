import { MoneyLinesTable } from "~/components/money-lines-table";
import { cn } from "~/lib/cn";

/** An invoice or a credit note as every page shows it, every amount already formatted (shown-invoice.ts). */
export interface ShownInvoice {
  id: number;
  number: string;
  kind: "invoice" | "credit-note";
  /** "Invoice 2026-0007", "Credit note 2026-0008". */
  title: string;
  /** "November 27, 2026" (Toronto). */
  date: string;
  business: { name: string; legalName: string; address: string; hstNumber: string; phone: string; email: string };
  customer: string;
  company: string;
  unit: string;
  poNumber: string;
  /** The request's reference: R-42. */
  reference: string;
  lines: { words: string; change: string | null; amount: string }[];
  /** Lines of the approved estimate left off, in words. */
  removed: string[];
  subtotal: string;
  tax: string;
  total: string;
  /** A credit note's reason. */
  note: string;
  replaces: string | null;
  payment: { state: "unpaid" | "on-account" | "overdue" | "paid" | "credited" | "credit-note"; words: string };
}

const paymentTone: Record<ShownInvoice["payment"]["state"], string> = {
  unpaid: "border-ink bg-hivis text-ink",
  "on-account": "border-ink bg-white text-ink",
  overdue: "border-danger bg-white text-danger",
  paid: "border-ok bg-white text-ok",
  credited: "border-steel bg-white text-steel",
  "credit-note": "border-steel bg-white text-ink",
};

/**
 * The invoice itself: who issues it (the legal name, the address, the HST number, as the law
 * asks), its number and date, who it is for, the unit and the PO, each line (and how it differs
 * from the approved estimate), the subtotal, the HST and the total, and where its payment
 * stands. One component for the owner's page, the driver's page and print; one sheet printed.
 */
export function InvoiceView({ invoice, headingLevel = 2, className }: { invoice: ShownInvoice; headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `invoice-${invoice.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn("rounded-md border-2 border-steel-light bg-white p-4 print:border-0 print:p-0", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div>
          <p className="font-bold">{invoice.business.legalName}</p>
          <p>{invoice.business.address}</p>
          <p>
            {invoice.business.phone} · {invoice.business.email}
          </p>
          <p>HST registration no. {invoice.business.hstNumber}</p>
        </div>
        <div className="sm:text-right">
          <Heading id={headingId} className="text-2xl font-bold uppercase">
            {invoice.title}
          </Heading>
          <p>Date: {invoice.date}</p>
          <p>Request {invoice.reference}</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Bill to</dt>
        <dd>{[invoice.customer, invoice.company].filter(Boolean).join(", ")}</dd>
        {invoice.unit ? (
          <>
            <dt className="font-semibold">Unit</dt>
            <dd>{invoice.unit}</dd>
          </>
        ) : null}
        {invoice.poNumber ? (
          <>
            <dt className="font-semibold">PO number</dt>
            <dd>{invoice.poNumber}</dd>
          </>
        ) : null}
      </dl>
      {invoice.replaces ? <p className="mt-2 font-semibold">{invoice.replaces}</p> : null}
      <MoneyLinesTable caption={`Lines of ${invoice.title}`} amounts={invoice} totalLabel="Total (CAD)" columnsShown className="mt-3" />
      {invoice.removed.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Removed after approval (not charged):</p>
          <ul className="list-disc pl-5">
            {invoice.removed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {invoice.note ? <p className="mt-2">Reason: {invoice.note}</p> : null}
      <p className={cn("mt-3 rounded-md border-2 px-3 py-2 font-bold", paymentTone[invoice.payment.state])}>{invoice.payment.words}</p>
    </article>
  );
}
