import { Icon, type LucideIconData } from "lucide-react";

/** An icon's drawing as loaders send it: lucide's elements, each a tag and its attributes. */
export interface IconDrawing {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

/** A decorative icon whose drawing came with the page's data (see app/content/icons.server.ts). */
export function ContentIcon({ icon, className }: { icon: IconDrawing; className?: string }) {
  return <Icon icon={icon as LucideIconData} aria-hidden="true" className={className} />;
}
