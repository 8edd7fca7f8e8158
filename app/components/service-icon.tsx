import { Battery, CircleDot, ClipboardCheck, Cog, Disc, Fuel, Gauge, Siren, Truck, Wind, Wrench, Zap, type LucideIcon } from "lucide-react";
import type { iconNames } from "~/content/schemas";

const icons: Record<(typeof iconNames)[number], LucideIcon> = {
  gauge: Gauge,
  "circle-dot": CircleDot,
  disc: Disc,
  fuel: Fuel,
  zap: Zap,
  battery: Battery,
  wind: Wind,
  cog: Cog,
  siren: Siren,
  truck: Truck,
  wrench: Wrench,
  "clipboard-check": ClipboardCheck,
};

/** The lucide icon a content record names; decorative. */
export function ServiceIcon({ name, className = "size-7" }: { name: (typeof iconNames)[number]; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={2} />;
}
