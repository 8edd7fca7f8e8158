import { ChevronDown } from "lucide-react";

interface FaqItem {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Groups the items: opening one closes the others (the details elements share this name). */
  name?: string;
}

/**
 * Questions and answers, one open at a time; the open one can be closed again. Built on
 * <details name>, the platform's exclusive accordion (decision 009): it works before and without
 * JavaScript, costs no script, and every answer is in the HTML. The first answer starts open.
 */
export function FaqAccordion({ items, name = "faq" }: FaqAccordionProps) {
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <details
          key={item.question}
          name={name}
          open={index === 0}
          data-faq-item=""
          className="group rounded-xl border border-ink/10 bg-white shadow-sm open:border-ink/25"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-paper [&::-webkit-details-marker]:hidden">
            <h3 data-faq-question="" className="font-sans text-lg leading-snug font-bold tracking-normal sm:text-xl">
              {item.question}
            </h3>
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-charcoal text-white group-open:bg-hivis group-open:text-ink"
            >
              <ChevronDown className="size-5 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
            </span>
          </summary>
          <p data-faq-answer="" className="max-w-prose px-5 pb-5 text-lg leading-relaxed text-ink/85">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
