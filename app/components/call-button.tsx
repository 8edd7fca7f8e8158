import { Phone } from "lucide-react";
import { siteConfig, telHref } from "~/config/site";
import { ButtonAnchor, type ButtonSize } from "~/components/ui/button";

interface CallButtonProps {
  /** Visible text; the number itself is shown when no label is given. */
  label?: string;
  size?: ButtonSize;
  className?: string;
  /** Show the number under or beside a text label. */
  showNumber?: boolean;
}

/** The hi-vis call action. Every call button on the site dials the one configured number. */
export function CallButton({ label, size = "lg", className, showNumber = false }: CallButtonProps) {
  const number = siteConfig.phone.display;
  return (
    <ButtonAnchor variant="cta" size={size} href={telHref} className={`whitespace-normal ${className ?? ""}`}>
      <Phone aria-hidden="true" />
      {label ? (
        // On a narrow screen the number wraps onto its own line instead of overflowing.
        <span className="flex flex-wrap justify-center gap-x-1.5 text-center">
          <span className="whitespace-nowrap">{label}</span>{" "}
          {showNumber ? <span className="font-semibold whitespace-nowrap">{number}</span> : null}
        </span>
      ) : (
        <span className="whitespace-nowrap">{number}</span>
      )}
    </ButtonAnchor>
  );
}
