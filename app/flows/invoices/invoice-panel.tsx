import { CreditCard, Printer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/forms";
import type { DriverInvoice } from "./driver-invoice.server";
import { InvoiceView } from "./invoice-view";

/** What a post to /request/{token}/pay came to, when it was refused (a paid invoice, cards off, Stripe down). */
export interface PayAnswer {
  kind: "pay";
  ok: false;
  error: string;
}

/**
 * The invoice on the driver's status page: the invoice itself, and while it waits for its money
 * **Pay $X by card** (when cards are set up) beside the owner's own ways to pay. The button is a
 * plain form (no script needed): the server makes the Checkout Session and sends the browser on
 * to Stripe's page. Paid, it says so, and only once Stripe's webhook has said so.
 */
export function InvoicePanel({
  shown,
  action,
  printPath,
  posted,
}: {
  shown: DriverInvoice;
  action: string;
  printPath: string;
  posted?: PayAnswer;
}) {
  const { invoice, payable, cards, payLabel, instructions } = shown;
  return (
    <section aria-labelledby="invoice" className="mt-10 print:mt-4">
      <h2 id="invoice" className="text-2xl font-bold uppercase">
        {payable ? "Your invoice" : "Invoice"}
      </h2>
      <InvoiceView invoice={invoice} headingLevel={3} className="mt-3" />
      {posted ? <FormAlert className="mt-3">{posted.error}</FormAlert> : null}
      {payable ? (
        <div className="mt-4 grid gap-3 print:hidden">
          {cards ? (
            <form method="post" action={action}>
              <input type="hidden" name="invoice" value={invoice.number} />
              <Button type="submit" variant="cta" size="lg">
                <CreditCard aria-hidden="true" />
                {payLabel}
              </Button>
            </form>
          ) : null}
          <div>
            <h3 className="font-bold">{cards ? "Or pay another way" : "How to pay"}</h3>
            <ul className="mt-1 list-disc pl-5">
              {instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <p className="mt-3 print:hidden">
        <Link to={printPath} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
          <Printer aria-hidden="true" className="size-4" />
          The invoice alone, to print or save
        </Link>
      </p>
    </section>
  );
}
