import { MapPin } from "lucide-react";
import { ArrowLink } from "~/components/arrow-link";
import { PlaceLinks } from "~/components/place-links";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export interface RegionCard {
  name: string;
  note: string;
  /** Each town, linked when it has its own page. */
  towns: readonly { name: string; href: string | null }[];
}

/** The regions we serve, each with its towns, and the way to every service area. */
export function RegionsSection({ lead, regions }: { lead: string; regions: readonly RegionCard[] }) {
  return (
    <Section labelledBy="areas-heading" tone="white">
      <SectionHeading id="areas-heading">Where We Work</SectionHeading>
      <SectionLead className="max-w-3xl">{lead}</SectionLead>
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {regions.map((region, index) => (
          // The first region has the most towns: it takes two rows, and the other four fill the grid beside it.
          <li key={region.name} className={`rounded-xl border border-ink/10 bg-paper p-6 ${index === 0 ? "md:row-span-2" : ""}`}>
            <h3 className="flex items-center gap-2 text-2xl font-bold">
              <MapPin aria-hidden="true" className="size-6 shrink-0" />
              {region.name}
            </h3>
            <p className="mt-2 text-ink/80">{region.note}</p>
            <PlaceLinks places={region.towns} className="mt-3 flex flex-wrap gap-x-4" />
          </li>
        ))}
      </ul>
      <ArrowLink to="/service-areas" className="mt-8">
        All service areas
      </ArrowLink>
    </Section>
  );
}
