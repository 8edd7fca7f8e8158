import type { ComponentProps, ReactNode } from "react";
import { errorIdOf, FieldError } from "~/components/ui/forms";
import { cn } from "~/lib/cn";

/*
 * The form primitives for checkboxes and radio buttons, beside `Field` (ui/forms.tsx) and wired
 * the same way. Not in ui/: that folder rides with the quote form on every page that has one
 * (vite.config.ts, a 120 KB budget), these only with the forms that use them, as ChoiceTile.
 */

/** An error marks the control (or the group) invalid and is read with it, as `Field` wires it. */
const errorWiring = (id: string, error?: string) => (error ? ({ "aria-invalid": true, "aria-describedby": errorIdOf(id) } as const) : {});

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
        <input id={id} type="checkbox" className="size-5 accent-ink" {...input} {...errorWiring(id, error)} />
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
  return (
    <fieldset className={className} {...errorWiring(id, error)}>
      <legend className={legendClassName}>
        {legend}
        {hint ? <span className="font-normal text-steel"> {hint}</span> : null}
      </legend>
      {children}
      <FieldError id={errorIdOf(id)} error={error} />
    </fieldset>
  );
}
