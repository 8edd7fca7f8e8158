import { MapPin } from "lucide-react";
import { CallAndQuote } from "~/components/call-and-quote";
import { PageHeader } from "~/components/page-header";
import { ServiceCheckList } from "~/components/service-check-list";
import { ServiceIllustration } from "~/components/service-illustration";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";
import type { genericPageData } from "~/lib/service-pages.server";

/** A generic service page (template "generic"): what the service covers, where, and the quote form. */
export function GenericPage({ page }: { page: ReturnType<typeof genericPageData> }) {
  return (
    <>
      <PageHeader crumbs={page.crumbs} title={page.title} lead={<p>{page.description}</p>}>
        <CallAndQuote callLabel="Call Now" next={{ label: "Request a Quote", to: "#contact" }} />
      </PageHeader>

      <Section labelledBy="offer-heading">
        <SectionHeading id="offer-heading">What We Offer</SectionHeading>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <ServiceIllustration
            src={page.image.src}
            alt={page.image.alt}
            className="order-last h-auto self-start rounded-xl bg-charcoal lg:order-none"
          />
          <div className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ServiceCheckList items={page.offers} columns={2} />
          </div>
        </div>
      </Section>

      <Section
        labelledBy="service-coverage-heading"
        tone="white"
        className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between"
      >
        <div>
          <SectionHeading id="service-coverage-heading">Service Coverage</SectionHeading>
          <SectionLead className="max-w-3xl">{page.coverage}</SectionLead>
        </div>
        {/* The specification's link: /locations redirects to /service-areas. */}
        <ButtonLink to="/locations" variant="default" size="lg" className="shrink-0 self-start lg:self-center">
          <MapPin aria-hidden="true" />
          View Service Areas
        </ButtonLink>
      </Section>
    </>
  );
}
