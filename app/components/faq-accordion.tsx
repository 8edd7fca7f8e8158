import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

export interface FaqItem {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
}

/**
 * Questions and answers, one open at a time; the open one can be closed again.
 * Every answer is rendered into the HTML (forceMount) and closed panels are hidden
 * with CSS, so the prerendered page carries all the text. The first answer starts
 * open, so the page shows one even before (or without) JavaScript.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const valueOf = (index: number) => `question-${index + 1}`;
  return (
    <Accordion.Root type="single" collapsible defaultValue={items.length > 0 ? valueOf(0) : undefined} className="space-y-3">
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={valueOf(index)}
          data-faq-item=""
          className="rounded-xl border border-ink/10 bg-white shadow-sm data-[state=open]:border-ink/25"
        >
          {/* Radix renders the header as an h3. */}
          <Accordion.Header className="font-sans text-lg leading-snug font-bold tracking-normal sm:text-xl">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-paper">
              <span data-faq-question="">{item.question}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-charcoal text-white group-data-[state=open]:bg-hivis group-data-[state=open]:text-ink"
              >
                <ChevronDown className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-lg leading-relaxed text-ink/85 data-[state=closed]:hidden">
            <p data-faq-answer="" className="max-w-prose">
              {item.answer}
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
