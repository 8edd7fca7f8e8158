import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ServiceIcon } from "~/components/service-icon";
import type { iconNames } from "~/content/schemas";

export interface RelatedService {
  title: string;
  href: string;
  icon: (typeof iconNames)[number];
}

interface ServiceRelatedLinksProps {
  services: readonly RelatedService[];
  heading?: string;
  intro?: string;
}

/** Links to the service pages a page relates to, each named by its title. */
export function ServiceRelatedLinks({ services, heading = "Related Services", intro }: ServiceRelatedLinksProps) {
  return (
    <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <h2 id="related-heading" className="text-4xl font-bold uppercase sm:text-5xl">
        {heading}
      </h2>
      {intro ? <p className="mt-3 max-w-2xl text-lg text-ink/80">{intro}</p> : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.href}>
            <Link
              to={service.href}
              className="group flex min-h-20 items-center gap-4 rounded-xl border border-ink/10 bg-white p-5 shadow-sm transition-colors hover:border-ink/40"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-charcoal text-white">
                <ServiceIcon name={service.icon} />
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
    </section>
  );
}
