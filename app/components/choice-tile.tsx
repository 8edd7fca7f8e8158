import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A checkbox or radio button on a tile of its own, the whole tile its label and at least 44 px
 * tall (a gloved thumb on a phone); the tile's border shows the choice. Not in ui/: that folder
 * rides with the quote form on every page that has one (vite.config.ts), this only with its forms.
 */
export function ChoiceTile({ className, children, ...input }: ComponentProps<"input"> & { type: "checkbox" | "radio" }) {
  return (
    <label
      className={cn(
        "flex min-h-11 items-center gap-3 rounded-md border-2 border-steel-light bg-white px-3 has-checked:border-ink",
        className,
      )}
    >
      <input className="size-5 accent-ink" {...input} />
      {children}
    </label>
  );
}
