import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * What an owner form's post did, said where the form is: "Saved", "Added …" (`ok`), or a plain
 * fact (`plain`). Beside FormAlert, but here rather than in the shared forms module: that module
 * is in every public page's JavaScript, and these pages are the owner's alone.
 */
export function FormStatus({ children, className, tone = "ok" }: { children: ReactNode; className?: string; tone?: "ok" | "plain" }) {
  return (
    <p
      role="status"
      className={cn("rounded-md border-2 bg-white p-3 font-semibold", tone === "ok" ? "border-ok" : "border-ink", className)}
    >
      {children}
    </p>
  );
}
