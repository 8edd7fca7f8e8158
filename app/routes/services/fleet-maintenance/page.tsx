import type { Route } from "./+types/route";
import { CallAndQuote } from "~/components/call-and-quote";
import { ContentIcon } from "~/components/content-icon";
import { CtaBand } from "~/components/cta-band";
import { PageHeader } from "~/components/page-header";
import { ServiceIntro } from "~/components/service-intro";
import { ServiceRelatedLinks } from "~/components/service-related-links";
import { ButtonAnchor } from "~/components/ui/button";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export function FleetMaintenance({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader crumbs={page.crumbs} eyebrow={page.title} title={page.h1} lead={<p>{page.description}</p>}>
        <CallAndQuote callLabel="Call" next={{ label: "Request a Fleet Quote", to: "#contact" }} />
      </PageHeader>

      <ServiceIntro
        heading="Maintenance Without the Shop Trip"
        paragraphs={page.paragraphs}
        listHeading="Fleet Services"
        listLead="Work our technicians carry out on each unit in your yard:"
        items={page.includes}
      />

      <Section labelledBy="benefits-heading" tone="white">
        <SectionHeading id="benefits-heading">What Your Fleet Gains</SectionHeading>
        <SectionLead>
          A dispatcher counts trucks on the road, a safety manager counts clean inspection records. Yard-side maintenance is built to help
          both.
        </SectionLead>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-ink/10 bg-paper p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-charcoal text-hivis">
                <ContentIcon icon={benefit.icon} className="size-7" />
              </span>
              <h3 className="mt-4 text-2xl font-bold">{benefit.title}</h3>
              <p className="mt-2 text-ink/80">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="fleet-cta-heading"
        tone="hivis"
        title="Put Your Units on a Schedule"
        text={page.bookingText}
        actions={
          <ButtonAnchor href="#contact" variant="outline" size="lg">
            Request a Fleet Quote
          </ButtonAnchor>
        }
      />

      <ServiceRelatedLinks services={page.related} heading="Other Services for Fleets" />
    </>
  );
}
