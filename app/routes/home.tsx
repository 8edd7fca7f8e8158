import { ArrowRight, BadgeCheck, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ArrowLink } from "~/components/arrow-link";
import { CallButton } from "~/components/call-button";
import { ContentIcon } from "~/components/content-icon";
import { CtaBand } from "~/components/cta-band";
import { QuoteSection } from "~/components/quote-section";
import { ServiceIllustration } from "~/components/service-illustration";
import { ButtonAnchor } from "~/components/ui/button";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";
import { siteConfig } from "~/config/site";
import { cities } from "~/content/cities";
import { coverageGroups, coverageNote, homePage, reasons } from "~/content/home";
import { iconData } from "~/content/icons.server";
import { serviceCards } from "~/content/services";
import { keepDataAfterPosts } from "~/lib/keep-data-after-posts";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { cityPath, serviceImagePath, servicePath } from "~/lib/paths";
import { canonicalPath } from "~/lib/redirects";

export function loader() {
  const cityBySlugName = new Map(cities.map((city) => [city.name, cityPath(city.slug)]));
  return {
    ...pageHead({
      path: "/",
      title: `${siteConfig.name} | 24/7 Mobile Truck Repair`,
      description:
        "24/7 mobile diesel mechanics for trucks and fleets in Windsor, Essex County, London, Kitchener, Hamilton and Southern Ontario. Average response under 60 min.",
    }),
    copy: homePage,
    cityCount: cities.length,
    reasons: reasons.map((reason) => ({ ...reason, icon: iconData(reason.icon) })),
    coverageNote,
    services: serviceCards.map(({ slug, title, description, imageAlt }) => ({
      title,
      description,
      image: serviceImagePath(slug),
      imageAlt,
      href: canonicalPath(servicePath(slug)),
    })),
    coverage: coverageGroups.map((group) => ({
      title: group.title,
      places: group.places.map((name) => ({ name, href: cityBySlugName.get(name) ?? null })),
    })),
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta = loaderMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-charcoal text-white" aria-labelledby="hero-heading">
        <div aria-hidden="true" className="hazard-stripes absolute inset-x-0 bottom-0 h-2" />
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 lg:pt-20 lg:pb-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-hivis/60 px-3 py-1 text-sm font-semibold text-hivis">
            <Clock aria-hidden="true" className="size-4" />
            Open 24/7 for emergencies
          </p>
          <h1 id="hero-heading" className="mt-4 max-w-4xl text-5xl font-bold uppercase sm:text-6xl lg:text-7xl">
            24/7 Emergency Mobile Diesel Truck Repair
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85 sm:text-xl">{copy.heroLead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CallButton label="Call Now for Service" showNumber />
            <ButtonAnchor href="#contact" variant="outline" size="lg" className="text-white">
              Get a Quote
              <ArrowRight aria-hidden="true" />
            </ButtonAnchor>
          </div>
          {/* Secondary to calling: for a driver who can't talk, or wants us to have the exact spot. */}
          <ArrowLink to="/roadside" className="mt-3 text-white decoration-hivis">
            Broken down? Send your location
          </ArrowLink>
          <ul className="mt-10 grid max-w-3xl gap-x-8 gap-y-3 text-white/90 sm:grid-cols-2">
            {copy.heroClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-hivis" />
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="services" labelledBy="services-heading">
        <SectionHeading id="services-heading">Our Services</SectionHeading>
        <SectionLead>{copy.servicesLead}</SectionLead>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.title} className="flex flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm">
              <ServiceIllustration src={service.image} alt={service.imageAlt} />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl font-bold">{service.title}</h3>
                <p className="mt-2 flex-1 text-ink/80">{service.description}</p>
                <ArrowLink to={service.href} hiddenContext={`about ${service.title}`} className="mt-4 self-start">
                  Learn More
                </ArrowLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="emergency-heading"
        tone="hivis"
        title="Emergency Roadside Assistance"
        text={copy.emergencyText}
        callLabel="Call 24/7"
        withQuote={false}
        withRoadside
      />

      <Section id="about" labelledBy="about-heading">
        <SectionHeading id="about-heading">Why Choose Us</SectionHeading>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.reasons.map((reason) => (
            <li key={reason.title}>
              <ContentIcon icon={reason.icon} className="size-10 text-charcoal" />
              <h3 className="mt-3 text-2xl font-bold">{reason.title}</h3>
              <p className="mt-2 text-ink/80">{reason.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="coverage" labelledBy="coverage-heading" tone="white">
        <SectionHeading id="coverage-heading">Service Areas</SectionHeading>
        <SectionLead>{copy.coverageLead}</SectionLead>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {loaderData.coverage.map((group) => (
            <div key={group.title} className="rounded-xl border border-ink/10 bg-paper p-6">
              <h3 className="flex items-center gap-2 text-2xl font-bold">
                <MapPin aria-hidden="true" className="size-6" />
                {group.title}
              </h3>
              <ul className="mt-3 space-y-1">
                {group.places.map((place) => (
                  <li key={place.name}>
                    {place.href ? (
                      <Link to={place.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                        {place.name}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-11 items-center">{place.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-8 text-lg font-semibold">{loaderData.coverageNote}</p>
        <Link
          to="/service-areas"
          className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-bold underline decoration-2 underline-offset-4"
        >
          See all {loaderData.cityCount} service areas
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Section>

      <QuoteSection />
    </>
  );
}
