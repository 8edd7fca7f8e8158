import { ArrowRight, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { CallButton } from "~/components/call-button";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

interface CtaBandProps {
  /** Id of the heading, for the section's accessible name. */
  id: string;
  title: string;
  text: string;
  /** Dark band with the hi-vis call button, or a hi-vis band with a dark one. */
  tone?: "dark" | "hivis";
  callLabel?: string;
  /** Show the "Request a Quote" link to /contact beside the call button. */
  withQuote?: boolean;
  /** Show the link to the roadside request form (the emergency bands). */
  withRoadside?: boolean;
  /** Actions after the call button instead of the quote and roadside links (e.g. a link to the page's own form). */
  actions?: ReactNode;
  /** A decorative icon before the heading. */
  icon?: ReactNode;
}

/** A full-width band that asks for the call (and, on most pages, the quote). */
export function CtaBand({
  id,
  title,
  text,
  tone = "dark",
  callLabel = "Call",
  withQuote = true,
  withRoadside = false,
  actions,
  icon,
}: CtaBandProps) {
  const dark = tone === "dark";
  const linkClass = dark ? "text-white" : undefined;
  return (
    <Section
      labelledBy={id}
      tone={tone}
      className="flex flex-col items-start gap-6 py-12 lg:flex-row lg:items-center lg:justify-between lg:py-12"
    >
      <div>
        <h2 id={id} className={`text-4xl font-bold uppercase ${icon ? "flex items-center gap-3" : ""}`}>
          {icon}
          {title}
        </h2>
        <p className={`mt-2 max-w-2xl text-lg ${dark ? "text-white/85" : ""}`}>{text}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CallButton label={callLabel} showNumber className={dark ? undefined : "bg-ink text-white hover:bg-charcoal-2"} />
        {actions ?? (
          <>
            {withQuote ? (
              <ButtonLink to="/contact" variant="outline" size="lg" className={linkClass}>
                Request a Quote
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            ) : null}
            {withRoadside ? (
              <ButtonLink to="/roadside" variant="outline" size="lg" className={linkClass}>
                <MapPin aria-hidden="true" />
                Send your location
              </ButtonLink>
            ) : null}
          </>
        )}
      </div>
    </Section>
  );
}
