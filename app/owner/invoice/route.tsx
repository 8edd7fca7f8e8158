import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/route";
import { requireOwner } from "~/.server/owners/owner-auth";
import { CheckboxField } from "~/components/choice-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input, Select } from "~/components/ui/forms";
import { InvoiceView } from "~/flows/invoices/invoice-view";
import { expireOpenCheckout } from "~/flows/invoices/expire-checkout.server";
import { isPayable, showInvoice } from "~/flows/invoices/shown-invoice";
import { accountTerms, isPaymentMethod, paymentMethods } from "~/lib/invoice";
import { cleanLine } from "~/lib/messages";
import { pageTitle } from "~/lib/meta";
import { strictWholeNumber } from "~/lib/strict-number";
import { OwnerFrame } from "~/owner/owner-frame";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.invoice ? loaderData.invoice.title : "Invoice") },
  { name: "robots", content: "noindex, nofollow" },
];

/** The invoice, to print or to act on: mark it paid (on site), put it on account, or cancel it with a credit note. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const id = strictWholeNumber(params.id);
  const invoice = id ? await context.invoices.get(id) : null;
  const stored = invoice ? await context.requestStore.get(invoice.request) : null;
  if (!invoice || !stored) return data({ email: owner.email, invoice: null }, { status: 404 });
  const related = await context.invoices.forRequest(invoice.request);
  return {
    email: owner.email,
    invoice: showInvoice(invoice, related, stored.kind),
    request: { id: stored.id, path: `/owner/requests/${stored.id}` },
    payable: isPayable(invoice),
    // A paid invoice is corrected by a refund first; a credit note is never cancelled.
    creditable: invoice.kind === "invoice" && invoice.status !== "paid" && invoice.status !== "credited",
    onAccount: invoice.status === "on-account",
  };
}

/** Paid on site (how, and a reference), on account (net 15 to 60), or cancelled by a credit note (why, and a box to tick). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { owner } = await requireOwner(request, context);
  const id = strictWholeNumber(params.id);
  const invoice = id ? await context.invoices.get(id) : null;
  const stored = invoice ? await context.requestStore.get(invoice.request) : null;
  if (!invoice || !stored) return data({ error: "There is no such invoice." }, { status: 404 });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const back = () => redirect(`/owner/invoices/${invoice.id}`, 303);
  if (!form) return data({ error: "That could not be read. Use the page's own buttons." }, { status: 400 });
  if (intent === "paid") {
    const method = form.get("method");
    if (!isPaymentMethod(method) || method === "card") return data({ error: "Choose how it was paid." }, { status: 400 });
    const reference = cleanLine(String(form.get("reference") ?? "")).slice(0, 80) || null;
    const paid = await context.invoices.markPaid(invoice.id, { method, reference, by: owner.email });
    if (paid.outcome === "paid") {
      await expireOpenCheckout(context, invoice.id);
      context.driverTexts.invoicePaid(stored, invoice.id);
      throw back();
    }
    if (paid.outcome === "already-paid") throw back();
    return data(
      { error: `Invoice ${invoice.number} cannot be paid: it is ${paid.outcome === "credited" ? "cancelled" : "a credit note"}.` },
      { status: 409 },
    );
  }
  if (intent === "account") {
    const terms = strictWholeNumber(form.get("terms"));
    if (terms === null || !(accountTerms as readonly number[]).includes(terms))
      return data({ error: "Choose the terms." }, { status: 400 });
    const put = await context.invoices.putOnAccount(invoice.id, terms, owner.email);
    if (put.outcome !== "on-account") return data({ error: `Invoice ${invoice.number} no longer waits for a payment.` }, { status: 409 });
    throw back();
  }
  if (intent === "credit") {
    const reason = cleanLine(String(form.get("reason") ?? "")).slice(0, 200);
    if (!reason) return data({ error: "Say why it is cancelled: the credit note shows it." }, { status: 400 });
    if (form.get("confirm") !== "yes") return data({ error: "Tick the box to confirm: a credit note cannot be undone." }, { status: 400 });
    const credited = await context.invoices.credit(invoice.id, reason, owner.email);
    if (credited.outcome === "credited") await expireOpenCheckout(context, invoice.id);
    if (credited.outcome === "credited" || credited.outcome === "already")
      throw redirect(`/owner/requests/${stored.id}#invoices-heading`, 303);
    if (credited.outcome === "paid")
      return data({ error: "A paid invoice is refunded first (in Stripe, or by hand), then corrected." }, { status: 409 });
    return data({ error: "There is no such invoice." }, { status: 404 });
  }
  return data({ error: "Unknown change." }, { status: 400 });
}

export default function OwnerInvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.invoice) {
    return (
      <OwnerFrame member={{ email: loaderData.email }}>
        <h1 className="mt-6 text-4xl font-bold uppercase">Invoice not found</h1>
        <p className="mt-3">
          <Link to="/owner/invoices" className="inline-flex min-h-11 items-center font-semibold underline">
            Every invoice
          </Link>
        </p>
      </OwnerFrame>
    );
  }
  const { invoice, request, payable, creditable, onAccount } = loaderData;
  return (
    <OwnerFrame member={{ email: loaderData.email }}>
      <p className="mt-4 flex flex-wrap gap-x-4 print:hidden">
        <Link to={request.path} className="inline-flex min-h-11 items-center font-semibold underline">
          ← Request {invoice.reference}
        </Link>
        <Link to="/owner/invoices" className="inline-flex min-h-11 items-center font-semibold underline">
          Every invoice
        </Link>
      </p>
      <h1 className="text-4xl font-bold uppercase print:sr-only">{invoice.title}</h1>
      {actionData?.error ? <FormAlert className="mt-3">{actionData.error}</FormAlert> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:block">
        <InvoiceView invoice={invoice} />
        {payable || creditable ? (
          <div className="grid content-start gap-6 print:hidden">
            {payable ? (
              <Form method="post" className="grid gap-3 rounded-md border-2 border-steel-light bg-white p-4">
                <h2 className="text-xl font-bold">Paid on site</h2>
                <input type="hidden" name="intent" value="paid" />
                <Field id="paid-method" label="How">
                  {(wiring) => (
                    <Select name="method" required defaultValue="" {...wiring}>
                      <option value="" disabled>
                        Choose…
                      </option>
                      {Object.entries(paymentMethods)
                        .filter(([method]) => method !== "card")
                        .map(([method, words]) => (
                          <option key={method} value={method}>
                            {words}
                          </option>
                        ))}
                    </Select>
                  )}
                </Field>
                <Field id="paid-reference" label="Reference" hint="(cheque number, e-transfer or terminal receipt)">
                  {(wiring) => <Input name="reference" maxLength={80} {...wiring} />}
                </Field>
                <Button type="submit" variant="default" size="lg" className="justify-self-start">
                  Mark paid
                </Button>
              </Form>
            ) : null}
            {payable && !onAccount ? (
              <Form method="post" className="grid gap-3 rounded-md border-2 border-steel-light bg-white p-4">
                <h2 className="text-xl font-bold">On account</h2>
                <input type="hidden" name="intent" value="account" />
                <Field id="account-terms" label="Terms">
                  {(wiring) => (
                    <Select name="terms" defaultValue="30" {...wiring}>
                      {accountTerms.map((days) => (
                        <option key={days} value={days}>
                          Net {days} days
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Button type="submit" variant="outline" size="lg" className="justify-self-start">
                  Put on account
                </Button>
              </Form>
            ) : null}
            {creditable ? (
              <details className="rounded-md border-2 border-steel-light bg-white p-4">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
                  Cancel with a credit note…
                </summary>
                <Form method="post" className="mt-2 grid gap-3">
                  <input type="hidden" name="intent" value="credit" />
                  <p>
                    An issued invoice is never changed. A credit note with the next number cancels it to the cent; then make the corrected
                    invoice on the request&apos;s page.
                  </p>
                  <Field id="credit-reason" label="Why">
                    {(wiring) => <Input name="reason" required maxLength={200} {...wiring} />}
                  </Field>
                  <CheckboxField
                    id="credit-confirm"
                    name="confirm"
                    value="yes"
                    required
                    label={`Cancel ${invoice.number} with a credit note`}
                  />
                  <Button type="submit" variant="destructive" className="justify-self-start">
                    Make the credit note
                  </Button>
                </Form>
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
    </OwnerFrame>
  );
}
