import { Clock, Mail, Phone } from "lucide-react";
import { mailtoHref, siteConfig, telHref } from "~/config/site";
import { QuoteForm } from "~/components/quote-form";
import type { QuoteField, QuoteFormValues } from "~/lib/quote-fields";

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
  intro = "Tell us about your truck and where it is. We'll call you back with an upfront quote, with no hidden fees.",
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
          <ul className="mt-4 space-y-3 text-lg">
            <li>
              <a href={telHref} className="inline-flex min-h-11 items-center gap-3 font-bold text-hivis hover:underline">
                <Phone aria-hidden="true" className="size-6" />
                {siteConfig.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex min-h-11 items-center gap-3 break-all hover:underline">
                <Mail aria-hidden="true" className="size-6 shrink-0" />
                {siteConfig.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
              <span>
                Emergency service 24/7
                <br />
                Regular service {siteConfig.hours.regular}
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-xl bg-paper p-5 text-ink sm:p-8">
          <QuoteForm {...formProps} />
        </div>
      </div>
    </section>
  );
}
