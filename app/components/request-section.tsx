import type { ReactNode } from "react";

/** A part of the owner's request page: a titled section (message, photos, history...). */
export function RequestSection({
  id,
  title,
  className = "mt-6",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
