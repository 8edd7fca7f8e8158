import { CircleCheck } from "lucide-react";

interface ServiceCheckListProps {
  items: readonly string[];
  /** Two columns from the small breakpoint up, for long lists. */
  columns?: 1 | 2;
  /** Smaller text and icons, for lists inside cards. */
  compact?: boolean;
  className?: string;
}

/** A list of what a service covers, each line with a check mark. */
export function ServiceCheckList({ items, columns = 1, compact = false, className }: ServiceCheckListProps) {
  const layout = columns === 2 ? "grid gap-x-8 gap-y-3 sm:grid-cols-2" : compact ? "space-y-2" : "space-y-3";
  return (
    <ul className={[layout, className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2.5 ${compact ? "text-base" : "text-lg"}`}>
          <CircleCheck aria-hidden="true" className={`${compact ? "mt-0.5 size-5" : "mt-1 size-5"} shrink-0 text-ok`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
