import { BadgeCheck, Clock, MapPin } from "lucide-react";
import type { Route } from "./+types/route";
import { ArrowLink } from "~/components/arrow-link";
import { CallAndQuote } from "~/components/call-and-quote";
import { ContentIcon } from "~/components/content-icon";
import { CtaBand } from "~/components/cta-band";
import { PlaceLinks } from "~/components/place-links";
import { ServiceCard } from "~/components/service-card";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export function Home({ loaderData }: Route.ComponentProps) {
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
            <CallAndQuote callLabel="Call Now for Service" next={{ label: "Get a Quote", to: "#contact" }} />
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
            <ServiceCard key={service.slug} service={service} />
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
              <PlaceLinks places={group.places} className="mt-3 space-y-1" />
            </div>
          ))}
        </div>
        <p className="mt-8 text-lg font-semibold">{loaderData.coverageNote}</p>
        <ArrowLink to="/service-areas" className="mt-3">
          See all {loaderData.cityCount} service areas
        </ArrowLink>
      </Section>
    </>
  );
}
