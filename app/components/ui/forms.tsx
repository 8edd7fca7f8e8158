import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The look of every text input, select and textarea on the site's forms. */
const controlClasses =
  "mt-1.5 block w-full rounded-md border-2 border-steel bg-white px-3 py-2.5 text-base text-ink placeholder:text-steel focus:border-ink aria-[invalid=true]:border-danger";

/** What a control needs from its field: its id, and the error wiring assistive technology reads. */
export interface ControlWiring {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The id of a field's error text, for a group (a fieldset) that points at it. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * One labelled control with its error, wired once for every form (as Epic Stack's forms.tsx):
 * the label names the control, and an error marks it `aria-invalid` and is read with it
 * (`aria-describedby`). The control comes from `children`, given that wiring.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Read after the label in a lighter weight: "(required)". */
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Merged into the label's classes: `sr-only` where a row or a group already shows what the control is. */
  labelClassName?: string;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const wiring: ControlWiring = error ? { id, "aria-invalid": true, "aria-describedby": errorIdOf(id) } : { id };
  return (
    <div className={className}>
      <label htmlFor={id} className={cn("block font-semibold", labelClassName)}>
        {label}
        {hint ? <span className="font-normal text-steel"> {hint}</span> : null}
      </label>
      {children(wiring)}
      <FieldError id={errorIdOf(id)} error={error} />
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, className)} {...props} />;
}

/** A field's (or a group's) error, by the id its control points at; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger">
      {error}
    </p>
  ) : null;
}

/** What went wrong with the whole form, read out when it appears. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cn("rounded-md border-2 border-danger bg-white p-3 font-semibold text-danger", className)}>
      {children}
    </div>
  );
}
