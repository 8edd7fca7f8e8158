import { useCallback, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { usePostFetcher } from "~/components/post-on-page";
import { RequestSection } from "~/components/request-section";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input } from "~/components/ui/forms";
import { JobLinesFields, LiveTotalsLine, totalsOf, type LiveTotals } from "~/flows/estimates/job-lines-fields";
import type { OwnerInvoices as OwnerInvoicesData } from "./owner-invoices.server";

/** What a post to /owner/requests/{id}/invoice came to, when refused: the form's mistakes, and what was typed. */
export interface InvoiceMakeAnswer {
  invoiceErrors: readonly string[];
  /** None: the refusal shows in the invoice's own part of the page, not at its top. */
  error?: undefined;
  billTo?: Partial<Record<"customerName" | "company" | "unit" | "poNumber", string>>;
}

/**
 * The invoice on the owner's request page: the request's invoices and credit notes (each opens
 * its own page, where it is marked paid, put on account or cancelled), and while there is no
 * live one, **Make the invoice**: one action, its lines filled from the approved estimate and
 * free to change (each change is listed on the invoice as made after approval), the totals
 * worked out as the owner types (again on the server, and alone without JavaScript).
 */
export function OwnerInvoices({ invoices, answer }: { invoices: OwnerInvoicesData; answer?: InvoiceMakeAnswer }) {
  const fetcher = usePostFetcher<InvoiceMakeAnswer>("invoice-make");
  const refused = fetcher.data ?? answer;
  return (
    <RequestSection id="invoices-heading" title="Invoice">
      {invoices.list.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {invoices.list.map((invoice) => (
            <li key={invoice.id}>
              <Link
                to={`/owner/invoices/${invoice.id}`}
                className="flex min-h-11 flex-wrap items-center gap-x-3 rounded-md border-2 border-steel-light bg-white p-3 font-semibold hover:border-ink"
              >
                <span className="underline">{invoice.title}</span>
                <span className="tabular-nums">{invoice.total}</span>
                <span className="font-normal">{invoice.payment}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {invoices.notYet && invoices.list.length === 0 ? <p className="mt-2 text-steel">{invoices.notYet}</p> : null}
      {invoices.make ? <MakeInvoiceForm action={invoices.action} make={invoices.make} fetcher={fetcher} refused={refused} /> : null}
    </RequestSection>
  );
}

function MakeInvoiceForm({
  action,
  make,
  fetcher,
  refused,
}: {
  action: string;
  make: NonNullable<OwnerInvoicesData["make"]>;
  fetcher: ReturnType<typeof usePostFetcher<InvoiceMakeAnswer>>;
  refused?: InvoiceMakeAnswer;
}) {
  const { draft } = make;
  const billTo = { ...make.billTo, ...refused?.billTo };
  const [totals, setTotals] = useState<LiveTotals>("empty");
  const recompute = (event: FormEvent<HTMLFormElement>) => setTotals(totalsOf(event.currentTarget));
  // The form comes filled from the approval: its totals show at once, before any change.
  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (form) setTotals(totalsOf(form));
  }, []);

  return (
    <fetcher.Form ref={formRef} method="post" action={action} className="mt-4 grid gap-3" onChange={recompute} onInput={recompute}>
      <h3 className="text-xl font-bold">Make the invoice</h3>
      <p className="text-steel">
        Filled from the approved estimate (version {make.approvedVersion}). Change what the job turned out to be: every line that differs
        from the approval is listed on the invoice as such.
      </p>
      {refused && refused.invoiceErrors.length > 0 ? (
        <FormAlert>
          <ul className="list-disc pl-5">
            {refused.invoiceErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="invoice-customer" label="Customer's name">
          {(wiring) => <Input name="customerName" maxLength={80} autoComplete="off" defaultValue={billTo.customerName} {...wiring} />}
        </Field>
        <Field id="invoice-company" label="Company" hint="(the fleet billed, if any)">
          {(wiring) => <Input name="company" maxLength={80} autoComplete="off" defaultValue={billTo.company} {...wiring} />}
        </Field>
        <Field id="invoice-unit" label="Unit">
          {(wiring) => <Input name="unit" maxLength={40} defaultValue={billTo.unit} {...wiring} />}
        </Field>
        <Field id="invoice-po" label="PO number">
          {(wiring) => <Input name="poNumber" maxLength={40} defaultValue={billTo.poNumber} {...wiring} />}
        </Field>
      </div>
      <JobLinesFields idPrefix="invoice" draft={draft} />
      <LiveTotalsLine totals={totals} />
      <Button type="submit" variant="default" size="lg" className="justify-self-start">
        Make the invoice
      </Button>
    </fetcher.Form>
  );
}
