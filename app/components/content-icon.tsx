import { Icon, type LucideIconData } from "lucide-react";
import type { IconDrawing } from "~/content/icon-drawing";

/** A decorative icon whose drawing came with the page's data (see app/content/icons.server.ts). */
export function ContentIcon({ icon, className }: { icon: IconDrawing; className?: string }) {
  return <Icon icon={icon as LucideIconData} aria-hidden="true" className={className} />;
}
