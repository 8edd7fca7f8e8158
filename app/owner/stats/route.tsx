import { Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { buttonClasses } from "~/components/ui/button";
import { OwnerFrame } from "~/owner/owner-frame";
import { RequestSection } from "~/components/request-section";
import { requireOwner } from "~/.server/owners/owner-auth";
import { DayBars } from "~/owner/stats/day-bars";
import { groupPages } from "~/owner/stats/page-groups";
import { pageLabel } from "~/owner/stats/page-labels.server";
import { statsPeriodOf, statsPeriods } from "~/owner/stats/stats-period";
import { NumberTable, requestsPer100, StatsTable, type StatsRow } from "~/owner/stats/stats-table";
import { shortDayLabel } from "~/.server/counts/days";
import type { CountLine, MoreLines } from "~/.server/counts/report";
import { formatPostDate } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Stats") }, { name: "robots", content: "noindex, nofollow" }];

/** How a source reads: the search engines and sites as counted, "direct" and what is not known in words. */
function sourceName(source: string): string {
  if (source === "") return "Not known";
  if (source === "direct") return "Direct";
  return source.replace(/^search: /, "Search: ");
}

/** The lines a list leaves out, as one row of their sums ("12 other sources"); none when none. */
function moreRow(more: MoreLines | null, what: string): { key: string; name: string; line: CountLine }[] {
  if (!more) return [];
  const { count, ...line } = more;
  return [{ key: `(${what})`, name: `${count} ${what}`, line }];
}

/** The counts of the last 7, 30 or 90 days (30 unless asked), grouped as the owner reads them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const days = statsPeriodOf(new URL(request.url).searchParams.get("days")) ?? 30;
  const report = await context.counts.report(days);
  return {
    email: owner.email,
    days,
    total: report.total,
    pages: groupPages(report.byPage).map((group) => ({
      ...group,
      name: group.pages.length > 0 ? group.name : pageLabel(group.name),
      pages: group.pages.map((line) => ({ ...line, label: pageLabel(line.page) })),
    })),
    sources: [
      ...report.bySource.map(({ source, ...line }) => ({ key: source, name: sourceName(source), line, noViews: source === "" })),
      ...moreRow(report.moreSources, "other sources"),
    ],
    campaigns: [
      ...report.byCampaign.map(({ utmSource, utmCampaign, ...line }) => ({
        key: `${utmSource} ${utmCampaign}`,
        name: utmCampaign ? `${utmSource} / ${utmCampaign}` : utmSource,
        line,
      })),
      ...moreRow(report.moreCampaigns, "other tagged links"),
    ],
    byDay: report.byDay.map((line) => ({ ...line, label: formatPostDate(line.day), short: shortDayLabel(line.day) })),
  };
}

export default function OwnerStats({ loaderData }: Route.ComponentProps) {
  const { email, days, total, pages, sources, campaigns, byDay } = loaderData;
  const tab =
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold aria-[current=page]:bg-charcoal aria-[current=page]:text-white";
  const figures: [string, string | number][] = [
    ["Page views", total.views],
    ["Visitors (one a day each)", total.visitors],
    ["Calls tapped", total.calls],
    ["Texts tapped", total.texts],
    ["Forms sent", total.forms],
    [`Requests (${total.quoteRequests} quote, ${total.roadsideRequests} roadside)`, total.requests],
    ["Requests per 100 views", requestsPer100(total)],
  ];
  const pageRows: StatsRow[] = pages.map((group) => ({
    key: group.name,
    name: group.pages.length > 0 ? `${group.name} (${group.pages.length})` : group.name,
    line: group.line,
  }));
  return (
    <OwnerFrame member={{ email }}>
      <h1 className="mt-6 text-4xl font-bold uppercase">Stats</h1>
      <nav aria-label="Period" className="mt-4 flex flex-wrap gap-1">
        {statsPeriods.map((period) => (
          <Link key={period} to={`/owner/stats?days=${period}`} aria-current={period === days ? "page" : undefined} className={tab}>
            Last {period} days
          </Link>
        ))}
      </nav>

      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border-2 border-steel-light bg-white p-3">
            <dt className="text-sm text-steel">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <RequestSection id="days-heading" title="Day by day">
        <DayBars
          id="views-chart"
          title="Page views per day"
          days={byDay.map((line) => ({ day: line.day, label: line.label, value: line.views }))}
          barClassName="fill-steel"
        />
        <DayBars
          id="contacts-chart"
          title="Calls, texts and requests per day"
          days={byDay.map((line) => ({ day: line.day, label: line.label, value: line.calls + line.texts + line.requests }))}
          barClassName="fill-ink"
        />
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">The numbers, day by day</summary>
          <NumberTable
            caption="Each day, newest first"
            captionHidden
            shortNames
            nameHeader="Day"
            numberHeaders={["Views", "Visitors", "Calls", "Texts", "Requests"]}
            rows={[...byDay].reverse().map((line) => ({
              key: line.day,
              name: line.short,
              values: [line.views, line.visitors, line.calls, line.texts, line.requests],
            }))}
          />
        </details>
      </RequestSection>

      <RequestSection id="pages-heading" title="By page">
        <StatsTable caption="Each page, the city pages, service pages and articles each as one" nameHeader="Page" rows={pageRows} />
        {pages
          .filter((group) => group.pages.length > 0)
          .map((group) => (
            <details key={group.name} className="mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
                {group.name}, one by one
              </summary>
              <StatsTable
                caption={group.name}
                nameHeader="Page"
                rows={group.pages.map(({ page, label, ...line }) => ({ key: page, name: label, line }))}
              />
            </details>
          ))}
      </RequestSection>

      <RequestSection id="sources-heading" title="By source">
        <StatsTable
          caption="Where visits began (direct: typed, bookmarked or from an app). Views here are the visits' first pages; taps and requests count where their visit began."
          nameHeader="Source"
          rows={sources}
        />
      </RequestSection>

      <RequestSection id="campaigns-heading" title="Tagged links">
        {campaigns.length > 0 ? (
          <StatsTable
            caption="Visits from links tagged utm_source (and utm_campaign)"
            nameHeader={
              <>
                {/* The one long word may break after "utm_" on a phone. */}
                utm_
                <wbr />
                source / campaign
              </>
            }
            rows={campaigns}
          />
        ) : (
          <p className="mt-2 text-steel">
            No visit came from a tagged link. Add <code>?utm_source=flyer&amp;utm_campaign=spring</code> to a link you hand out to see it
            here.
          </p>
        )}
      </RequestSection>

      <p className="mt-8">
        <a href={`/owner/stats.csv?days=${days}`} download className={buttonClasses({ variant: "outline" }, "whitespace-normal")}>
          <Download aria-hidden="true" />
          Download CSV (one row per page)
        </a>
      </p>
      <p className="mt-4 max-w-3xl text-sm text-steel">
        Counted by this site&apos;s own server, with no cookie and no other company: a page view as the page is served, a tap on a call or
        text link and a form sent as the page reports them. No address or browser is kept; a visitor is counted once a day by a code that
        changes every day. Robots, your own browser and the pages you preview are left out. Counts are kept 90 days.
      </p>
    </OwnerFrame>
  );
}
