import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** The site's "go further" text link: bold, underlined, with an arrow and a 44 px tap height. */
const arrowLinkClasses =
  "inline-flex min-h-11 items-center gap-1.5 font-bold underline decoration-2 underline-offset-4 hover:decoration-hivis-dark";

interface ArrowLinkProps {
  to: string;
  children: ReactNode;
  /** Words for screen readers only, so many "Learn More" links stay distinguishable. */
  hiddenContext?: string;
  className?: string;
}

export function ArrowLink({ to, children, hiddenContext, className }: ArrowLinkProps) {
  return (
    <Link to={to} className={cn(arrowLinkClasses, className)}>
      {children}
      {hiddenContext ? <span className="sr-only"> {hiddenContext}</span> : null}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
