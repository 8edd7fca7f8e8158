import type { Route } from "./+types/route";
import { CallAndQuote } from "~/components/call-and-quote";
import { CallButton } from "~/components/call-button";
import { ContentIcon } from "~/components/content-icon";
import { PageHeader } from "~/components/page-header";
import { ServiceCard } from "~/components/service-card";
import { ServiceSearchForm } from "~/components/service-search-form";
import { NoMatch, SearchSummary } from "~/components/service-search-results";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";
import { servicesPath } from "~/lib/paths";

const path = servicesPath;

export function ServicesOverview({ loaderData }: Route.ComponentProps) {
  const { query, total, services: shown, copy } = loaderData;
  return (
    <>
      <PageHeader crumbs={loaderData.crumbs} eyebrow="Our services" title="Mobile Diesel Truck Repair Services" lead={<p>{copy.lead}</p>}>
        <CallAndQuote callLabel="Call 24/7" next={{ label: "Request a Quote", to: "/contact" }} />
      </PageHeader>

      <Section labelledBy="services-heading">
        <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-end">
          <div>
            <SectionHeading id="services-heading">{query ? "Search Results" : "What We Fix On Site"}</SectionHeading>
            <SectionLead>{copy.listLead}</SectionLead>
          </div>
          <div className="rounded-xl border border-ink/10 bg-white p-5 shadow-sm">
            <ServiceSearchForm query={query} maxLength={loaderData.maxQueryLength} />
          </div>
        </div>

        <SearchSummary path={path} query={query} count={shown.length} />

        {shown.length === 0 ? (
          <NoMatch path={path} text={copy.noMatch} suggestions={copy.suggestions} total={total} />
        ) : (
          <ul className={`${query ? "mt-6" : "mt-12"} grid gap-6 md:grid-cols-2 xl:grid-cols-3`}>
            {shown.map((service) => (
              <ServiceCard key={service.slug} service={service} showIncludes />
            ))}
          </ul>
        )}
      </Section>

      <Section labelledBy="why-heading" tone="white">
        <SectionHeading id="why-heading">Why Choose a Mobile Mechanic From Us</SectionHeading>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {copy.whyChoose.map((point) => (
            <li key={point.title} className="border-t-4 border-hivis pt-5">
              <ContentIcon icon={point.icon} className="size-10 text-charcoal" />
              <h3 className="mt-3 text-2xl font-bold">{point.title}</h3>
              <p className="mt-2 text-lg text-ink/80">{point.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col gap-6 rounded-xl bg-charcoal p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <p className="font-display text-3xl font-bold uppercase">Stuck right now, or planning ahead?</p>
            <p className="mt-2 max-w-2xl text-lg text-white/85">{copy.planning}</p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <CallButton label="Call" showNumber />
            <ButtonLink to="/contact" variant="outline" size="lg" className="text-white">
              Request a Quote
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
