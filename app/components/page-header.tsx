import type { ReactNode } from "react";
import { BreadcrumbTrail } from "~/components/breadcrumb-trail";
import type { Crumb } from "~/lib/json-ld";

interface PageHeaderProps {
  title: ReactNode;
  /** A short line above the title (e.g. 'Service Areas'). */
  eyebrow?: string;
  lead?: ReactNode;
  /** Trail from Home to this page, shown above the title; the loader marks it up (pageHead). */
  crumbs?: readonly Crumb[];
  /** Call and quote actions. */
  children?: ReactNode;
}

/** The dark opening band of an inner page: breadcrumbs, h1, lead text and actions. */
export function PageHeader({ title, eyebrow, lead, crumbs, children }: PageHeaderProps) {
  return (
    <section className="relative bg-charcoal text-white">
      <div aria-hidden="true" className="hazard-stripes absolute inset-x-0 bottom-0 h-1.5" />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 lg:pt-12 lg:pb-16">
        {crumbs && crumbs.length > 0 ? <BreadcrumbTrail crumbs={crumbs} /> : null}
        {eyebrow ? <p className="mt-4 text-sm font-bold tracking-wider text-hivis uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold uppercase sm:text-5xl lg:text-6xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-3xl text-lg text-white/85 sm:text-xl">{lead}</div> : null}
        {children ? <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
      </div>
    </section>
  );
}
