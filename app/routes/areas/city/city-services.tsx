import { Link } from "react-router";
import { ContentIcon } from "~/components/content-icon";
import type { IconDrawing } from "~/content/icon-drawing";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

interface CityServicesProps {
  name: string;
  lead: string;
  services: readonly { title: string; summary: string; icon: IconDrawing; href: string }[];
}

/** The nine services, each linked to its page, as a city page offers them. */
export function CityServices({ name, lead, services }: CityServicesProps) {
  return (
    <Section labelledBy="services-heading">
      <SectionHeading id="services-heading">Repairs We Bring to {name}</SectionHeading>
      <SectionLead>{lead}</SectionLead>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.title} className="flex gap-4 rounded-xl border border-ink/10 bg-white p-5 shadow-sm">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-charcoal text-white">
              <ContentIcon icon={service.icon} className="size-6" />
            </span>
            <div className="min-w-0">
              <h3 className="text-xl font-bold">
                <Link
                  to={service.href}
                  className="inline-flex min-h-11 items-center underline decoration-2 underline-offset-4 hover:decoration-hivis-dark"
                >
                  {service.title}
                </Link>
              </h3>
              <p className="line-clamp-2 text-ink/80">{service.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
