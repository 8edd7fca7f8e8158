import { ServiceCheckList } from "~/components/service-check-list";

interface ServiceIntroProps {
  heading: string;
  paragraphs: readonly string[];
  listHeading: string;
  /** A line under the list's heading, when the list needs one. */
  listLead?: string;
  items: readonly string[];
}

/** A service page's opening: its long description beside a sticky card of what the service includes. */
export function ServiceIntro({ heading, paragraphs, listHeading, listLead, items }: ServiceIntroProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14 lg:py-20">
      <section aria-labelledby="service-intro-heading">
        <h2 id="service-intro-heading" className="text-4xl font-bold uppercase sm:text-5xl">
          {heading}
        </h2>
        <div className="mt-6 max-w-prose space-y-5 text-lg leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="service-intro-list-heading"
        className="self-start rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8 lg:sticky lg:top-24"
      >
        <h2 id="service-intro-list-heading" className="text-3xl font-bold uppercase">
          {listHeading}
        </h2>
        {listLead ? <p className="mt-2 text-ink/80">{listLead}</p> : null}
        <ServiceCheckList items={items} className="mt-5" />
      </section>
    </div>
  );
}
