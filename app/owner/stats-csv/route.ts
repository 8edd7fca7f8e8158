import type { Route } from "./+types/route";
import { csvCell } from "~/.server/requests/leads-format";
import { requireOwner } from "~/.server/owners/owner-auth";
import { statsPeriodOf } from "~/owner/stats/stats-period";

/**
 * /owner/stats.csv?days=7|30|90: the stats page's table by page, one row per page (the city and
 * service pages each on their own), for a spreadsheet; cells neutralised as the request export's are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  const days = statsPeriodOf(new URL(request.url).searchParams.get("days"));
  if (!days) {
    return new Response("Choose days=7, days=30 or days=90.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const report = await context.counts.report(days);
  const rows = report.byPage.map((line) => [line.page, line.views, line.calls, line.texts, line.requests].map(csvCell).join(","));
  return new Response(`${["page,views,calls,texts,requests", ...rows].join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stats-${days}-days-${report.days.at(-1)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
