import type { ReactNode } from "react";

interface StatusPanelProps {
  /** Id of the h1, for the section's accessible name. */
  headingId: string;
  /** A decorative icon (or the big '404') above the heading. */
  icon?: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** The way on: a call button and a link to where the visitor can go next. */
  actions: ReactNode;
}

/** A centred screen that says where the visitor stands (not found, sent, failed) and offers the way on. */
export function StatusPanel({ headingId, icon, title, children, actions }: StatusPanelProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby={headingId}>
      {icon}
      <h1 id={headingId} className="mt-4 text-4xl font-bold uppercase sm:text-5xl">
        {title}
      </h1>
      <div className="mt-4 space-y-2 text-lg">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
