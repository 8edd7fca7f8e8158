/** One day of a chart: its label ("November 20, 2026") and its number. */
export interface DayValue {
  day: string;
  label: string;
  value: number;
}

/**
 * A bar per day, drawn on the server as inline SVG (no chart code in the browser). The SVG holds
 * only shapes, stretched to the width of the screen; its words (title, description, the first and
 * last day, the highest day) are text a screen reader and a phone at 390 px read as they are, and
 * every number is also in the table of days.
 */
export function DayBars({ id, title, days, barClassName }: { id: string; title: string; days: readonly DayValue[]; barClassName: string }) {
  const max = Math.max(0, ...days.map((day) => day.value));
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const highest = days.find((day) => day.value === max);
  const first = days[0];
  const last = days.at(-1);
  const description =
    max === 0
      ? `None from ${first?.label} to ${last?.label}.`
      : `${total} from ${first?.label} to ${last?.label}; the most on one day: ${max}, on ${highest?.label}.`;
  const slot = 10;
  return (
    <figure className="mt-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
        <span>{title}</span>
        <span className="text-sm font-normal text-steel">{max > 0 ? `Highest day: ${max}` : "None yet"}</span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${days.length * slot} 100`}
        preserveAspectRatio="none"
        className="mt-1 h-28 w-full border-b-2 border-ink bg-white"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" x2={days.length * slot} y1="50" y2="50" className="stroke-steel-light" vectorEffect="non-scaling-stroke" />
        {days.map((day, index) => {
          const height = max > 0 ? (day.value / max) * 96 : 0;
          return <rect key={day.day} x={index * slot + 1.5} width={slot - 3} y={100 - height} height={height} className={barClassName} />;
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-steel" aria-hidden="true">
        <span>{first?.label}</span>
        <span>{last?.label}</span>
      </p>
    </figure>
  );
}
