import { roadsideSafetySteps } from "~/content/roadside-safety";

/** What to do while waiting for help, numbered; on the offline page and the roadside confirmation. */
export function SafetySteps({ headingLevel }: { headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className="mt-4 grid gap-4">
      {roadsideSafetySteps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="font-display text-3xl leading-none font-bold text-steel">
            {index + 1}
          </span>
          <div>
            <Heading className="text-xl font-bold">{step.title}</Heading>
            <p className="mt-1">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
