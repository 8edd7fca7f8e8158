import { ArrowRight } from "lucide-react";
import { CallButton } from "~/components/call-button";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";

interface CallAndQuoteProps {
  callLabel: string;
  /** The second way on: an in-page anchor (`#contact`) or a page of the site. */
  next: { label: string; to: string };
  /** On the dark page headers the outline button is white; on a light band it keeps the text colour. */
  onDark?: boolean;
}

/** The pair that opens most pages: call (hi-vis, first) and, beside it, send the details in writing. */
export function CallAndQuote({ callLabel, next, onDark = true }: CallAndQuoteProps) {
  const className = onDark ? "text-white" : undefined;
  const label = (
    <>
      {next.label}
      <ArrowRight aria-hidden="true" />
    </>
  );
  return (
    <>
      <CallButton label={callLabel} showNumber />
      {next.to.startsWith("#") ? (
        <ButtonAnchor href={next.to} variant="outline" size="lg" className={className}>
          {label}
        </ButtonAnchor>
      ) : (
        <ButtonLink to={next.to} variant="outline" size="lg" className={className}>
          {label}
        </ButtonLink>
      )}
    </>
  );
}
