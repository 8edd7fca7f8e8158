import { ClipboardList } from "lucide-react";
import { RichText } from "~/routes/about/rich-text";
import { Section, SectionHeading } from "~/components/ui/section";
import type { RichText as RichTextParts } from "~/content/about-page";

interface CertifiedSectionProps {
  intro: string;
  body: RichTextParts;
  points: readonly string[];
}

/** The two certifications our technicians hold, explained, and what they mean for a repair at the roadside. */
export function CertifiedSection({ intro, body, points }: CertifiedSectionProps) {
  return (
    <Section labelledBy="certified-heading">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="certified-heading">
            Red Seal and <span className="whitespace-nowrap">DOT-Certified</span> Technicians
          </SectionHeading>
          <p className="mt-4 max-w-prose text-lg">{intro}</p>
          <p className="mt-4 max-w-prose text-lg text-ink/80">
            <RichText parts={body} />
          </p>
        </div>
        <div className="rounded-xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="flex items-center gap-2 text-2xl font-bold">
            <ClipboardList aria-hidden="true" className="size-6" />
            What that means at the roadside
          </h3>
          <ul className="mt-4 space-y-3 text-lg">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-hivis-dark" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
