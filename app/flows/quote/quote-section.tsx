import { ContactDetails } from "~/components/contact-details";
import { siteConfig } from "~/config/site";
import { QuoteForm } from "~/flows/quote/quote-form";
import type { QuoteField, QuoteFormValues } from "~/flows/quote/quote-fields";

interface QuoteSectionProps {
  heading?: string;
  intro?: string;
  /** The page's h1 when the section is the page (contact), else an h2. */
  headingLevel?: 1 | 2;
  initialValues?: Partial<QuoteFormValues>;
  fieldErrors?: Partial<Record<QuoteField, string>>;
  formError?: string;
}

/** The contact band (anchor #contact): how to reach us, and the quote form. */
export function QuoteSection({
  heading = "Request a Quote",
  intro = `Tell us about your truck and where it is, and we'll call you back. ${siteConfig.pricing.callOut}`,
  headingLevel = 2,
  ...formProps
}: QuoteSectionProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-charcoal text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:py-20">
        <div>
          <Heading id="contact-heading" className="text-4xl font-bold uppercase sm:text-5xl">
            {heading}
          </Heading>
          <p className="mt-4 max-w-prose text-lg text-white/85">{intro}</p>
          <p className="mt-6 text-lg font-semibold">Broken down right now? Don't wait for a reply: call.</p>
          <ContactDetails size="lg" className="mt-4" />
        </div>
        <div className="rounded-xl bg-paper p-5 text-ink sm:p-8">
          <QuoteForm {...formProps} />
        </div>
      </div>
    </section>
  );
}
