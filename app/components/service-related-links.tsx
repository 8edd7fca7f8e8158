import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/components/content-icon";
import type { IconDrawing } from "~/content/icon-drawing";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

interface RelatedService {
  title: string;
  href: string;
  /** The drawing of the service's icon, resolved by the loader. */
  icon: IconDrawing;
}

interface ServiceRelatedLinksProps {
  services: readonly RelatedService[];
  heading?: string;
  intro?: string;
}

/** Links to the service pages a page relates to, each named by its title. */
export function ServiceRelatedLinks({ services, heading = "Related Services", intro }: ServiceRelatedLinksProps) {
  return (
    <Section labelledBy="related-heading">
      <SectionHeading id="related-heading">{heading}</SectionHeading>
      {intro ? <SectionLead>{intro}</SectionLead> : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href}>
            <Link
              to={service.href}
              className="group flex min-h-20 items-center gap-4 rounded-xl border border-ink/10 bg-white p-5 shadow-sm transition-colors hover:border-ink/40"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-charcoal text-white">
                <ContentIcon icon={service.icon} className="size-7" />
              </span>
              <span className="flex-1 font-display text-2xl leading-tight font-bold uppercase group-hover:underline group-hover:decoration-2 group-hover:underline-offset-4">
                {service.title}
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
