import type { Route } from "./+types/route";
import { requireOwner } from "~/.server/owners/owner-auth";
import { inboxQueryOf } from "~/owner/inbox-query";
import { inboxRequests } from "~/owner/inbox-requests.server";
import { leadsAsCsv } from "~/.server/requests/leads-format";

/** The current inbox view as CSV, formula-like cells neutralised as the command line does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  const query = inboxQueryOf(new URL(request.url).searchParams);
  const requests = await inboxRequests(context, query, 100_000);
  const day = new Date().toISOString().slice(0, 10);
  const estimates = await context.estimates.versionsOf(requests.map((stored) => stored.id));
  return new Response(leadsAsCsv(requests, estimates), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="requests-${query.filter.id}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
