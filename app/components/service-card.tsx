import { ArrowLink } from "~/components/arrow-link";
import { ServiceCheckList } from "~/components/service-check-list";
import { ServiceIllustration } from "~/components/service-illustration";
import type { ServiceCardData } from "~/lib/service-cards.server";

/**
 * A service in a grid: illustration, name, what it is and the way to its page. With `showIncludes`
 * (the services page) the card is larger and lists what the service covers.
 */
export function ServiceCard({ service, showIncludes = false }: { service: ServiceCardData; showIncludes?: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm">
      <ServiceIllustration src={service.image} alt={service.imageAlt} className={showIncludes ? "h-auto bg-charcoal" : undefined} />
      <div className="flex flex-1 flex-col p-6">
        <h3 className={showIncludes ? "text-3xl font-bold" : "text-2xl font-bold"}>{service.title}</h3>
        {showIncludes ? (
          <>
            <p className="mt-2 text-ink/80">{service.description}</p>
            <p className="mt-5 text-sm font-bold tracking-wider text-steel uppercase">Includes</p>
            <ServiceCheckList items={service.includes} compact className="mt-2 mb-6" />
          </>
        ) : (
          <p className="mt-2 flex-1 text-ink/80">{service.description}</p>
        )}
        <ArrowLink
          to={service.href}
          hiddenContext={`about ${service.title}`}
          className={showIncludes ? "mt-auto self-start" : "mt-4 self-start"}
        >
          Learn More
        </ArrowLink>
      </div>
    </li>
  );
}
