import { CallAndQuote } from "~/components/call-and-quote";
import { Section, SectionHeading } from "~/components/ui/section";

interface HowACallWorksProps {
  whatToTellUs: readonly { title: string; text: string }[];
  steps: readonly string[];
}

/** What to have ready when calling, what happens after, and the call and contact buttons. */
export function HowACallWorks({ whatToTellUs, steps }: HowACallWorksProps) {
  return (
    <Section labelledBy="call-heading" tone="white">
      <SectionHeading id="call-heading">How a Call Works</SectionHeading>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold">What to tell us</h3>
          <dl className="mt-4 space-y-4">
            {whatToTellUs.map((item) => (
              <div key={item.title} className="border-l-4 border-hivis pl-4">
                <dt className="text-lg font-bold">{item.title}</dt>
                <dd className="mt-1 text-ink/80">{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 className="text-2xl font-bold">What happens next</h3>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-charcoal font-display text-xl font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 text-lg">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-12 flex flex-col gap-3 rounded-xl bg-paper p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-xl font-bold">Have the details? Call now, or send them in writing.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CallAndQuote callLabel="Call" next={{ label: "Send Us the Details", to: "/contact" }} onDark={false} />
        </div>
      </div>
    </Section>
  );
}
