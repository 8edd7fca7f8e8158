import { MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/route";
import { ArrowLink } from "~/components/arrow-link";
import { CallButton } from "~/components/call-button";
import { PageHeader } from "~/components/page-header";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export function ServiceAreas({ loaderData }: Route.ComponentProps) {
  const { cities: listed, copy } = loaderData;
  return (
    <>
      <PageHeader crumbs={loaderData.crumbs} title="Mobile Diesel Mechanics Across Southern Ontario" lead={<p>{copy.lead}</p>}>
        <CallButton label="Call 24/7" showNumber />
      </PageHeader>

      <Section labelledBy="cities-heading">
        <SectionHeading id="cities-heading">Towns and Cities We Serve</SectionHeading>
        <SectionLead>{copy.citiesLead}</SectionLead>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((city) => (
            <li
              key={city.href}
              className={`flex flex-col rounded-xl border border-ink/10 bg-white p-6 shadow-sm ${city.isHighPriority ? "border-t-4 border-t-charcoal" : ""}`}
            >
              <h3 className="flex items-center gap-2 text-2xl font-bold">
                <MapPin aria-hidden="true" className="size-6 shrink-0 text-steel" />
                {city.name}, ON
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-ink/80">{city.description}</p>
              <ArrowLink to={city.href} hiddenContext={`for ${city.name}, ON`} className="mt-4 self-start">
                View Details
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="extended-heading" tone="white">
        <SectionHeading id="extended-heading">Extended Coverage</SectionHeading>
        <p className="mt-4 max-w-3xl text-lg text-ink/80">{copy.extended}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {copy.counties.map((county) => (
            <li key={county.name} className="rounded-xl border border-ink/10 bg-paper p-6">
              <h3 className="text-2xl font-bold">{county.name}</h3>
              <p className="mt-2 text-ink/80">{county.reach}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-charcoal p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="flex items-start gap-3 text-xl font-semibold">
            <Phone aria-hidden="true" className="mt-1 size-6 shrink-0 text-hivis" />
            {copy.coverageNote}
          </p>
          <CallButton label="Call" showNumber />
        </div>
      </Section>
    </>
  );
}
