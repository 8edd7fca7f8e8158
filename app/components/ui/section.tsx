import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  paper: "",
  white: "bg-white",
  dark: "bg-charcoal text-white",
  hivis: "bg-hivis text-ink",
} as const;

interface SectionProps {
  /** Id of the section's heading: its accessible name. */
  labelledBy?: string;
  id?: string;
  /** The band's background; paper (the page's own) by default. */
  tone?: keyof typeof tones;
  /** Classes for the inner container (layout of the content), merged over the default padding. */
  className?: string;
  children: ReactNode;
}

/** A full-width band of a page with its content in the site's centred container. */
export function Section({ labelledBy, id, tone = "paper", className, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tones[tone] || undefined}>
      <div className={cn("mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20", className)}>{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  className?: string;
  children: ReactNode;
}

/** A section's h2, in the display face. */
export function SectionHeading({ id, className, children }: SectionHeadingProps) {
  return (
    <h2 id={id} className={cn("text-4xl font-bold uppercase sm:text-5xl", className)}>
      {children}
    </h2>
  );
}

/** The line of text under a section heading. */
export function SectionLead({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn("mt-3 max-w-2xl text-lg text-ink/80", className)}>{children}</p>;
}
