import type { Route } from "./+types/route";
import { CertifiedSection } from "~/routes/about/certified-section";
import { HowACallWorks } from "~/routes/about/how-a-call-works";
import { RegionsSection } from "~/routes/about/regions-section";
import { RichText } from "~/routes/about/rich-text";
import { ArrowLink } from "~/components/arrow-link";
import { CallAndQuote } from "~/components/call-and-quote";
import { ContentIcon } from "~/components/content-icon";
import { PageHeader } from "~/components/page-header";
import { Section, SectionHeading, SectionLead } from "~/components/ui/section";

export function About({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHeader crumbs={loaderData.crumbs} eyebrow="About us" title="The Repair Shop That Drives to Your Truck" lead={copy.lead}>
        <CallAndQuote callLabel="Call" next={{ label: "Contact Us", to: "/contact" }} />
      </PageHeader>

      <Section labelledBy="who-heading" tone="white">
        <SectionHeading id="who-heading">Who We Work For</SectionHeading>
        <SectionLead className="max-w-3xl">{copy.whoLead}</SectionLead>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {copy.audiences.map(({ icon, title, text, link }) => (
            <li key={title} className="flex flex-col rounded-xl border border-ink/10 bg-paper p-6">
              <ContentIcon icon={icon} className="size-10 text-charcoal" />
              <h3 className="mt-3 text-2xl font-bold">{title}</h3>
              <p className="mt-2 flex-1 text-ink/80">{text}</p>
              {link ? (
                <ArrowLink to={link.to} className="mt-3 self-start">
                  {link.label}
                </ArrowLink>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <CertifiedSection {...copy.certified} />

      <Section labelledBy="truck-heading" tone="dark">
        <SectionHeading id="truck-heading">What Our Service Trucks Carry</SectionHeading>
        <SectionLead className="max-w-3xl text-white/85">{copy.kitLead}</SectionLead>
        <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.truckKit.map(({ icon, title, text }) => (
            <li key={title}>
              <ContentIcon icon={icon} className="size-8 text-hivis" />
              <h3 className="mt-3 text-xl font-bold uppercase">{title}</h3>
              <p className="mt-1 text-white/85">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <RegionsSection lead={copy.areasLead} regions={copy.regions} />

      <Section labelledBy="count-heading">
        <SectionHeading id="count-heading">What You Can Count On</SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.commitments.map(({ icon, title, text }) => (
            <li key={title} className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm">
              <ContentIcon icon={icon} className="size-8 text-charcoal" />
              <h3 className="mt-3 text-2xl font-bold">{title}</h3>
              <p className="mt-2 text-ink/80">
                <RichText parts={text} />
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <HowACallWorks whatToTellUs={copy.whatToTellUs} steps={copy.steps} />
    </>
  );
}
