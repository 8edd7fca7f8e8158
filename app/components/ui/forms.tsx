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

/** The wiring of a control (or a group) by its id: an error marks it invalid and is read with it. */
const wiringOf = (id: string, error?: string): ControlWiring =>
  error ? { id, "aria-invalid": true, "aria-describedby": errorIdOf(id) } : { id };

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
  const wiring = wiringOf(id, error);
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {hint ? <span className="font-normal text-steel"> {hint}</span> : null}
      </Label>
      {children(wiring)}
      <FieldError id={errorIdOf(id)} error={error} />
    </div>
  );
}

/**
 * One checkbox and its words, the whole line its label (at least 44 px tall), its error wired as
 * `Field` wires a control's: "I may approve this repair", "Remove its personal data for good".
 */
export function CheckboxField({
  id,
  label,
  error,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id" | "type"> & { id: string; label: ReactNode; error?: string }) {
  return (
    <>
      <label htmlFor={id} className={cn("flex min-h-11 items-center gap-3 font-semibold", className)}>
        <input type="checkbox" className="size-5 accent-ink" {...input} {...wiringOf(id, error)} />
        {label}
      </label>
      <FieldError id={errorIdOf(id)} error={error} />
    </>
  );
}

/**
 * A group of checkboxes or radio buttons: a fieldset named by its legend, its error read with the
 * group (`aria-describedby`, `aria-invalid` on the fieldset), as `Field` does for one control. The
 * options come from `children`; the error follows them.
 */
export function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  className,
  legendClassName = "font-semibold",
  children,
}: {
  /** Names the group's error: `${id}-error`. */
  id: string;
  legend: ReactNode;
  /** Read after the legend in a lighter weight: "(required)". */
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** The legend's look, instead of the default bold line. */
  legendClassName?: string;
  children: ReactNode;
}) {
  const { "aria-invalid": invalid, "aria-describedby": describedBy } = wiringOf(id, error);
  return (
    <fieldset className={className} aria-invalid={invalid} aria-describedby={describedBy}>
      <legend className={legendClassName}>
        {legend}
        {hint ? <span className="font-normal text-steel"> {hint}</span> : null}
      </legend>
      {children}
      <FieldError id={errorIdOf(id)} error={error} />
    </fieldset>
  );
}

function Label({ className, ...props }: ComponentProps<"label">) {
  // The text comes from the caller as children.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={cn("block font-semibold", className)} {...props} />;
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
