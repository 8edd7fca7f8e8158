import { MapPin, Route as RouteIcon } from "lucide-react";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

interface CityCoverageProps {
  name: string;
  lead: string;
  neighborhoods: readonly string[];
  nearby: readonly string[];
  highways: readonly string[];
  corridorsLead: string;
}

/** A city's neighbourhoods and nearby communities, beside the highway corridors we cover there. */
export function CityCoverage({ name, lead, neighborhoods, nearby, highways, corridorsLead }: CityCoverageProps) {
  return (
    <Section labelledBy="coverage-heading">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="coverage-heading">Neighbourhoods and Areas We Cover in {name}</SectionHeading>
          <SectionLead>{lead}</SectionLead>
          <ul aria-label={`Neighbourhoods in ${name}`} className="mt-8 grid gap-3 sm:grid-cols-2">
            {neighborhoods.map((neighbourhood) => (
              <li
                key={neighbourhood}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-ink/10 bg-white px-4 py-2 font-semibold"
              >
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-steel" />
                {neighbourhood}
              </li>
            ))}
          </ul>
          {nearby.length > 0 ? (
            <p className="mt-6 text-lg">
              <span className="font-semibold">Nearby communities we also reach:</span> {nearby.join(", ")}.
            </p>
          ) : null}
        </div>
        {highways.length > 0 ? (
          <div className="self-start rounded-xl bg-charcoal p-6 text-white sm:p-8">
            <h3 id="corridors-heading" className="flex items-center gap-2 text-3xl font-bold uppercase">
              <RouteIcon aria-hidden="true" className="size-7 text-hivis" />
              Corridors We Cover
            </h3>
            <p className="mt-2 text-white/85">{corridorsLead}</p>
            <ul aria-labelledby="corridors-heading" className="mt-5 space-y-2">
              {highways.map((highway) => (
                <li key={highway} className="flex items-center gap-3 border-b border-white/15 pb-2 text-lg font-semibold last:border-b-0">
                  <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-hivis" />
                  {highway}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
