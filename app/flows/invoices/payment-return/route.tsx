import { CircleCheck, RefreshCw } from "lucide-react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/route";
import type { Invoice } from "~/.server/invoices/store";
import { CallButton } from "~/components/call-button";
import { currentInvoice } from "~/flows/invoices/shown-invoice";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { formatCad } from "~/lib/money";
import { isStatusPageOpen, statusPath } from "~/lib/request-status";
import { useAutoRevalidate } from "~/lib/use-auto-revalidate";
import { useHydrated } from "~/lib/use-hydrated";

/** While the payment is being confirmed the page asks again this often: Stripe's webhook comes within seconds. */
const checkSeconds = 3;

/** Where the card payment stands: paid, begun and awaiting Stripe's webhook, or never begun. */
type PaymentState = "paid" | "confirming" | "not-started";

/** No Checkout Session ever made: no card payment begun, nothing to confirm. */
const paymentState = (invoice: Pick<Invoice, "status" | "checkout" | "checkoutAttempt">): PaymentState =>
  invoice.status === "paid" ? "paid" : invoice.checkout !== null || invoice.checkoutAttempt > 0 ? "confirming" : "not-started";

const headings: Record<PaymentState, string> = {
  paid: "Payment received",
  confirming: "We're confirming your payment",
  "not-started": "No card payment yet",
};
const titles: Record<PaymentState, string> = {
  paid: "Payment Received",
  confirming: "Confirming Your Payment",
  "not-started": "No Card Payment Yet",
};

/**
 * /request/{token}/payment: where Stripe sends the driver back after paying. Coming back proves
 * nothing (anyone can open this address): the page says "Payment received" only once Stripe's
 * signed webhook has marked the invoice paid, and "We're confirming your payment" until then,
 * asking again every few seconds (with JavaScript; without, a link asks again). Before any card
 * payment was begun it says there is none yet, rather than confirming one that never was.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await context.requestStore.getByStatusToken(params.token);
  if (!request || !isStatusPageOpen(request))
    return data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const invoice = currentInvoice(await context.invoices.forRequest(request.id));
  return data(
    {
      found: true as const,
      statusPath: statusPath(params.token),
      invoice: invoice
        ? {
            number: invoice.number,
            total: formatCad(invoice.totalCents),
            state: paymentState(invoice),
            paidAt: invoice.paidAt ? formatTorontoTime(invoice.paidAt, { year: true }) : null,
          }
        : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(titles[(loaderData?.found && loaderData.invoice?.state) || "confirming"]),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const waiting = loaderData.found && loaderData.invoice?.state === "confirming";
  useAutoRevalidate(checkSeconds, waiting);
  if (!loaderData.found || !loaderData.invoice) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="payment-heading">
        <h1 id="payment-heading" className="text-4xl font-bold uppercase">
          No invoice here
        </h1>
        <p className="mt-4 text-lg">This page does not exist or has expired. Call us about your invoice.</p>
        <div className="mt-8 flex justify-center">
          <CallButton label="Call" showNumber />
        </div>
      </section>
    );
  }
  const { invoice, statusPath: back } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14" aria-labelledby="payment-heading">
      <p className="font-semibold text-steel">Invoice {invoice.number}</p>
      <h1 id="payment-heading" aria-live="polite" className="mt-1 text-4xl font-bold uppercase sm:text-5xl">
        {headings[invoice.state]}
      </h1>
      {invoice.state === "not-started" ? (
        <p className="mt-4 text-lg">
          No card payment of invoice {invoice.number} ({invoice.total}) has been started. You can pay it from your request&apos;s page.
        </p>
      ) : invoice.state === "paid" ? (
        <p className="mt-4 flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-6 text-ok" />
          {invoice.total} received for invoice {invoice.number}
          {invoice.paidAt ? `, ${invoice.paidAt}` : ""}. Thank you.
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">
            Stripe is telling us about your payment of {invoice.total}: this takes a few seconds. You can close this page; your
            request&apos;s page will say when it is received.
          </p>
          <CheckAgain />
        </>
      )}
      <p className="mt-6">
        <Link to={`${back}#invoice`} className="inline-flex min-h-11 items-center font-semibold underline">
          Back to your request and invoice
        </Link>
      </p>
    </section>
  );
}

/** With JavaScript the page asks again by itself; without, a link does. */
function CheckAgain() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return hydrated ? (
    <p className="mt-4 flex items-center gap-2 text-steel" role="status">
      <RefreshCw aria-hidden="true" className="size-4" />
      This page checks again every {checkSeconds} seconds.
    </p>
  ) : (
    <p className="mt-4">
      <a href={pathname} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
        <RefreshCw aria-hidden="true" className="size-4" />
        Check again
      </a>
    </p>
  );
}
