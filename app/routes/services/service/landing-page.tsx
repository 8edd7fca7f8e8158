import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { ArrowLink } from "~/components/arrow-link";
import { CallAndQuote } from "~/components/call-and-quote";
import { CallButton } from "~/components/call-button";
import { FaqAccordion } from "~/components/faq-accordion";
import { PageHeader } from "~/components/page-header";
import { ServiceIntro } from "~/components/service-intro";
import { ServiceRelatedLinks } from "~/components/service-related-links";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";
import type { landingPageData } from "~/lib/service-pages.server";

/** A keyword landing page (template "landing"): what to expect, coverage, related pages, FAQ, quote. */
export function LandingPage({ page }: { page: ReturnType<typeof landingPageData> }) {
  return (
    <>
      <PageHeader crumbs={page.crumbs} eyebrow={page.title} title={page.h1} lead={<p>{page.description}</p>}>
        <CallAndQuote callLabel="Call Now" next={{ label: "Request Service", to: "#contact" }} />
        {page.roadside ? (
          <ButtonLink to="/roadside" variant="outline" size="lg" className="text-white">
            <MapPin aria-hidden="true" />
            Broken down? Send your location
          </ButtonLink>
        ) : null}
      </PageHeader>

      <ServiceIntro heading="What to Expect" paragraphs={page.paragraphs} listHeading="Services Included" items={page.includes} />

      <Section labelledBy="coverage-heading" tone="white">
        <SectionHeading id="coverage-heading">Coverage Area</SectionHeading>
        <SectionLead className="max-w-3xl">{page.coverage}</SectionLead>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {page.cities.map((city) => (
            <li key={city.href}>
              <Link
                to={city.href}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-ink/10 bg-paper px-3 py-2 font-semibold underline-offset-4 hover:border-ink/40 hover:underline"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-steel" />
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
        <ArrowLink to="/service-areas" className="mt-6">
          All service areas
        </ArrowLink>
      </Section>

      <ServiceRelatedLinks services={page.related} />

      <Section labelledBy="faq-heading" tone="white" className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading id="faq-heading">{page.title} FAQ</SectionHeading>
          <SectionLead className="max-w-none">{page.faqIntro}</SectionLead>
          <p className="mt-6 font-semibold">Question not answered here? Call and ask.</p>
          <div className="mt-3">
            <CallButton label="Call" showNumber size="default" />
          </div>
        </div>
        <FaqAccordion items={page.faqs} />
      </Section>
    </>
  );
}
