import { ArrowLeft, CircleCheck, MapPinOff, Siren } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { CityCoverage } from "~/routes/areas/city/city-coverage";
import { CityServices } from "~/routes/areas/city/city-services";
import { CallAndQuote } from "~/components/call-and-quote";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { StatusPanel } from "~/components/status-panel";
import { Section, SectionHeading } from "~/components/ui/section";
import { serviceAreasPath } from "~/lib/paths";

const listPath = serviceAreasPath;

export function CityPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <LocationNotFound text={loaderData.text} />;

  const { city, copy } = loaderData;
  const { name } = city;
  return (
    <>
      <div className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
          <Link
            to={listPath}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-white/90 underline-offset-4 hover:text-white hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            All Service Areas
          </Link>
        </div>
      </div>
      <PageHeader crumbs={loaderData.crumbs} title={city.h1} lead={<p>{city.description}</p>}>
        <CallAndQuote callLabel="Call 24/7" next={{ label: "Request Service", to: "#contact" }} />
      </PageHeader>

      <CityCoverage
        name={name}
        lead={copy.coverageLead}
        neighborhoods={city.neighborhoods}
        nearby={city.nearby}
        highways={city.highways}
        corridorsLead={copy.corridorsLead}
      />

      <Section labelledBy="features-heading" tone="white">
        <SectionHeading id="features-heading">How We Keep {name} Trucks Moving</SectionHeading>
        <ul className="mt-8 grid gap-x-10 gap-y-5 md:grid-cols-2">
          {city.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-lg">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-ok" />
              {feature}
            </li>
          ))}
        </ul>
      </Section>

      <CityServices name={name} lead={copy.servicesLead} services={loaderData.services} />

      <CtaBand
        id="emergency-heading"
        tone="hivis"
        icon={<Siren aria-hidden="true" className="size-9 shrink-0" />}
        title={`24/7 Emergency Truck Repair in ${name}`}
        text={copy.emergencyText}
        callLabel="Call 24/7"
        withQuote={false}
        withRoadside
      />
    </>
  );
}

/** An unknown city slug: the specification's texts, inside the normal layout, with HTTP 404. */
function LocationNotFound({ text }: { text: string }) {
  return (
    <StatusPanel
      headingId="location-not-found-heading"
      icon={<MapPinOff aria-hidden="true" className="mx-auto size-16 text-steel" />}
      title="Location Not Found"
      next={{ to: listPath, label: "View All Service Areas" }}
      callLabel="Call 24/7"
    >
      <p>{text}</p>
    </StatusPanel>
  );
}
