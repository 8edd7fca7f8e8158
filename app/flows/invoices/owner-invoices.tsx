import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { usePostFetcher } from "~/components/post-on-page";
import { RequestSection } from "~/components/request-section";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input } from "~/components/ui/forms";
import { parseEstimateForm } from "~/flows/estimates/estimate-form";
import { blankPartRows, estimateFields as field, maxEstimateLines } from "~/flows/estimates/estimate-fields";
import { estimateTotals } from "~/lib/estimate";
import { formatCad, hstPercent } from "~/lib/money";
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
  const [rows, setRows] = useState(draft.parts.length + blankPartRows);
  const [totals, setTotals] = useState<string | null>(null);

  function recompute(event: FormEvent<HTMLFormElement>) {
    const parsed = parseEstimateForm(new FormData(event.currentTarget));
    if (!parsed.ok) return setTotals(null);
    const sum = estimateTotals(parsed.lines);
    setTotals(
      `Subtotal ${formatCad(sum.subtotalCents)} · HST ${hstPercent} % ${formatCad(sum.taxCents)} · Total ${formatCad(sum.totalCents)}`,
    );
  }

  return (
    <fetcher.Form method="post" action={action} className="mt-4 grid gap-3" onChange={recompute} onInput={recompute}>
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
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="invoice-call-out" label="Call-out charged">
          {(wiring) => <Input name={field.callOut} inputMode="decimal" defaultValue={draft.callOut} {...wiring} />}
        </Field>
        <Field id="invoice-hours" label="Hours of labour">
          {(wiring) => <Input name={field.labourHours} inputMode="decimal" defaultValue={draft.labourHours} {...wiring} />}
        </Field>
        <Field id="invoice-rate" label="Rate per hour">
          {(wiring) => <Input name={field.labourRate} inputMode="decimal" defaultValue={draft.labourRate} {...wiring} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Parts</legend>
        {Array.from({ length: Math.min(rows, maxEstimateLines) }, (_, index) => {
          const part = draft.parts[index];
          return (
            <div key={index} className="grid grid-cols-[1fr_4.5rem_6.5rem] gap-2">
              <Field id={`invoice-part-${index + 1}-what`} label={`Part line ${index + 1}: what`} labelClassName="sr-only">
                {(wiring) => <Input name={field.partDescription} defaultValue={part?.description} className="mt-0" {...wiring} />}
              </Field>
              <Field id={`invoice-part-${index + 1}-quantity`} label={`Part line ${index + 1}: how many`} labelClassName="sr-only">
                {(wiring) => (
                  <Input
                    name={field.partQuantity}
                    inputMode="decimal"
                    defaultValue={part?.quantity}
                    placeholder="1"
                    className="mt-0"
                    {...wiring}
                  />
                )}
              </Field>
              <Field id={`invoice-part-${index + 1}-price`} label={`Part line ${index + 1}: unit price`} labelClassName="sr-only">
                {(wiring) => (
                  <Input
                    name={field.partPrice}
                    inputMode="decimal"
                    defaultValue={part?.price}
                    placeholder="0.00"
                    className="mt-0"
                    {...wiring}
                  />
                )}
              </Field>
            </div>
          );
        })}
        {rows < maxEstimateLines ? (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setRows(rows + 3)}>
            <Plus aria-hidden="true" />
            More part lines
          </Button>
        ) : null}
      </fieldset>
      <p aria-live="polite" className="font-semibold">
        {totals ?? "Totals show once every line can be read."}
      </p>
      <Button type="submit" variant="default" size="lg" className="justify-self-start">
        Make the invoice
      </Button>
    </fetcher.Form>
  );
}
