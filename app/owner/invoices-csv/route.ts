import type { Route } from "./+types/route";
import { invoicesAsCsv } from "~/.server/invoices/accounts";
import { requireOwner } from "~/.server/owners/owner-auth";

/**
 * /owner/invoices.csv?month=YYYY-MM (or every month without it): the invoices for the accountant,
 * `number,date,customer,company,po,subtotal,hst,total,status,paid_at,method`, cells neutralised as
 * the other exports' are. `npm run leads -- --invoices --csv` prints the same.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  const month = new URL(request.url).searchParams.get("month");
  if (month !== null && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    return new Response("Choose a month as YYYY-MM, or none for every month.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const invoices = await context.invoices.list(month ?? undefined);
  return new Response(invoicesAsCsv(invoices), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="invoices-${month ?? "all"}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
