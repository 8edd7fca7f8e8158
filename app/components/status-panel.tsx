import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { CallButton } from "~/components/call-button";

interface StatusPanelProps {
  /** Id of the h1, for the section's accessible name. */
  headingId: string;
  /** A decorative icon (or the big '404') above the heading. */
  icon?: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** Where the visitor can go next, besides calling. */
  next: { to: string; label: string };
  /** Which way on comes first: the link where a page was not found, the call after an error or a sent request. */
  lead?: "link" | "call";
  callLabel?: string;
}

/** A centred screen that says where the visitor stands (not found, sent, failed) and offers the way on. */
export function StatusPanel({ headingId, icon, title, children, next, lead = "link", callLabel = "Call" }: StatusPanelProps) {
  const call = <CallButton label={callLabel} showNumber />;
  const link = (
    <ButtonLink to={next.to} variant={lead === "link" ? "default" : "outline"} size="lg">
      {next.label}
    </ButtonLink>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby={headingId}>
      {icon}
      <h1 id={headingId} className="mt-4 text-4xl font-bold uppercase sm:text-5xl">
        {title}
      </h1>
      <div className="mt-4 space-y-2 text-lg">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {lead === "link" ? link : call}
        {lead === "link" ? call : link}
      </div>
    </section>
  );
}
