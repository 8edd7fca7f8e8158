import { ArrowRight, CalendarClock, ClipboardCheck, Timer, Wrench, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/fleet-maintenance";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { CallButton } from "~/components/call-button";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { QuoteSection } from "~/components/quote-section";
import { ServiceIntro } from "~/components/service-intro";
import { ServiceRelatedLinks } from "~/components/service-related-links";
import { ButtonAnchor } from "~/components/ui/button";
import { cities } from "~/content/cities";
import { siteConfig } from "~/config/site";
import { genericServices } from "~/content/generic-services";
import { serviceLandings } from "~/content/service-landings";
import { services } from "~/content/services";
import { graph, serviceNode } from "~/lib/json-ld";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { servicePath } from "~/lib/paths";
import { useSiteUrl } from "~/lib/use-site-url";

const slug = "fleet-maintenance";
const path = servicePath(slug);

export function loader() {
  const fleet = serviceLandings.find((page) => page.slug === slug);
  if (!fleet?.benefits) throw new Error(`app/content/service-landings.ts has no ${slug} record with benefits`);
  const related = fleet.linksTo.flatMap((href) => {
    const landing = serviceLandings.find((page) => servicePath(page.slug) === href);
    if (landing) return [{ title: landing.title, href, icon: landing.icon }];
    const generic = genericServices.find((page) => servicePath(page.slug) === href);
    if (!generic) return [];
    return [{ title: generic.title, href, icon: services.find((service) => service.slug === generic.slug)?.icon ?? ("wrench" as const) }];
  });
  return {
    path,
    title: fleet.title,
    h1: fleet.h1,
    description: fleet.description,
    paragraphs: fleet.longDescription,
    includes: fleet.servicesInclude,
    benefits: fleet.benefits,
    metaTitle: fleet.metaTitle,
    metaDescription: fleet.metaDescription,
    related,
    areaServed: [...cities].sort((a, b) => Number(b.isHighPriority) - Number(a.isHighPriority)).map((city) => `${city.name}, ON`),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path,
    title: loaderData?.metaTitle ?? "Mobile Fleet Maintenance",
    description: loaderData?.metaDescription ?? "",
  });

/** One icon per benefit card, in the content's order (Reduce Downtime, Compliance Ready, Save Time, Expert Service). */
const benefitIcons: LucideIcon[] = [Timer, ClipboardCheck, CalendarClock, Wrench];

export default function FleetMaintenance({ loaderData: page }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: page.title, path },
  ];
  return (
    <>
      {siteUrl ? (
        <JsonLd
          data={graph([serviceNode(siteUrl, { name: page.title, description: page.description, path, areaServed: page.areaServed })])}
        />
      ) : null}
      <PageHeader crumbs={crumbs} eyebrow={page.title} title={page.h1} lead={<p>{page.description}</p>}>
        <CallButton label="Call" showNumber />
        <ButtonAnchor href="#contact" variant="outline" size="lg" className="text-white">
          Request a Fleet Quote
          <ArrowRight aria-hidden="true" />
        </ButtonAnchor>
      </PageHeader>

      <ServiceIntro
        heading="Maintenance Without the Shop Trip"
        paragraphs={page.paragraphs}
        listHeading="Fleet Services"
        listLead="Work our technicians carry out on each unit in your yard:"
        items={page.includes}
      />

      <section aria-labelledby="benefits-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <h2 id="benefits-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            What Your Fleet Gains
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink/80">
            A dispatcher counts trucks on the road, a safety manager counts clean inspection records. Yard-side maintenance is built to help
            both.
          </p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {page.benefits.map((benefit, index) => {
              const Icon = benefitIcons[index] ?? Wrench;
              return (
                <li key={benefit.title} className="rounded-xl border border-ink/10 bg-paper p-6 shadow-sm">
                  <span className="inline-flex size-12 items-center justify-center rounded-lg bg-charcoal text-hivis">
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <h3 className="mt-4 text-2xl font-bold">{benefit.title}</h3>
                  <p className="mt-2 text-ink/80">{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="fleet-cta-heading" className="bg-hivis text-ink">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="fleet-cta-heading" className="text-4xl font-bold uppercase">
              Put Your Units on a Schedule
            </h2>
            <p className="mt-2 max-w-2xl text-lg">
              Tell us how many trucks and trailers you run and where they park overnight. Visits are booked Mon-Sat 7AM-7PM, and any
              breakdown between visits still gets our 24/7 emergency line.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <CallButton label="Call" showNumber className="bg-ink text-white hover:bg-charcoal-2" />
            <ButtonAnchor href="#contact" variant="outline" size="lg">
              Request a Fleet Quote
            </ButtonAnchor>
          </div>
        </div>
      </section>

      <ServiceRelatedLinks services={page.related} heading="Other Services for Fleets" />

      <QuoteSection
        heading="Request a Fleet Quote"
        intro={`Share your fleet size, the mix of makes and models, and the address of your yard. We'll come back with a price for the scheduled maintenance itself. ${siteConfig.pricing.extraWork}`}
      />
    </>
  );
}
