import { data, Link } from "react-router";
import type { Route } from "./+types/route";
import { CallButton } from "~/components/call-button";
import { InvoiceView } from "~/flows/invoices/invoice-view";
import { invoiceForDriver } from "~/flows/invoices/driver-invoice.server";
import { pageTitle } from "~/lib/meta";
import { isStatusPageOpen, statusPath } from "~/lib/request-status";

/**
 * /request/{token}/invoice: the request's invoice alone, for the fleet's records: printed (or
 * saved as PDF by the browser) it fills one sheet, without the site's header, footer or buttons.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await context.requestStore.getByStatusToken(params.token);
  const shown = request && isStatusPageOpen(request) ? await invoiceForDriver(context, request) : null;
  if (!shown) return data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return data(
    { found: true as const, invoice: shown.invoice, statusPath: statusPath(params.token) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.found ? loaderData.invoice.title : "Invoice Not Found") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function DriverInvoicePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="invoice-heading">
        <h1 id="invoice-heading" className="text-4xl font-bold uppercase">
          Invoice not found
        </h1>
        <p className="mt-4 text-lg">There is no invoice here, or its page has expired. Call us for a copy.</p>
        <div className="mt-8 flex justify-center">
          <CallButton label="Call" showNumber />
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0" aria-labelledby="invoice-page-heading">
      <h1 id="invoice-page-heading" className="sr-only">
        {loaderData.invoice.title}
      </h1>
      <InvoiceView invoice={loaderData.invoice} />
      <p className="mt-4 print:hidden">
        <Link to={`${loaderData.statusPath}#invoice`} className="inline-flex min-h-11 items-center font-semibold underline">
          Back to your request
        </Link>
      </p>
      <p className="mt-1 text-sm text-steel print:hidden">Printed from this page (or saved as PDF), the invoice fits one sheet.</p>
    </section>
  );
}
