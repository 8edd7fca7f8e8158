import * as gauge from "lucide-react/icons/gauge";
import * as circleDot from "lucide-react/icons/circle-dot";
import * as disc from "lucide-react/icons/disc";
import * as fuel from "lucide-react/icons/fuel";
import * as zap from "lucide-react/icons/zap";
import * as battery from "lucide-react/icons/battery";
import * as batteryCharging from "lucide-react/icons/battery-charging";
import * as wind from "lucide-react/icons/wind";
import * as cog from "lucide-react/icons/cog";
import * as siren from "lucide-react/icons/siren";
import * as truck from "lucide-react/icons/truck";
import * as wrench from "lucide-react/icons/wrench";
import * as clipboardCheck from "lucide-react/icons/clipboard-check";
import * as clipboardList from "lucide-react/icons/clipboard-list";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as timer from "lucide-react/icons/timer";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as receiptText from "lucide-react/icons/receipt-text";
import * as receipt from "lucide-react/icons/receipt";
import * as calendarClock from "lucide-react/icons/calendar-clock";
import * as award from "lucide-react/icons/award";
import * as droplets from "lucide-react/icons/droplets";
import * as laptop from "lucide-react/icons/laptop";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as mapPin from "lucide-react/icons/map-pin";
// triangle-alert is an alias module that re-exports only the component: the drawing lives under the icon's own name.
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as userRound from "lucide-react/icons/user-round";
import * as warehouse from "lucide-react/icons/warehouse";
import type { IconDrawing } from "./icon-drawing";
import type { IconName } from "./schemas";

/** Each lucide icon module carries its drawing as `__iconData`, beside the component (an alias module does not). */
const dataOf = (module: unknown) => {
  const drawing = (module as { __iconData?: IconDrawing }).__iconData;
  if (!drawing) throw new Error("app/content/icons.server.ts: a lucide icon module has no __iconData; import it by its canonical name");
  return drawing;
};

/**
 * The drawings of the icons content may name. Loaders resolve a record's icon name here, on the
 * server, and send the drawing with the page's data: the browser gets the few paths a page shows,
 * never an icon set.
 */
const drawings: Record<IconName, IconDrawing> = {
  gauge: dataOf(gauge),
  "circle-dot": dataOf(circleDot),
  disc: dataOf(disc),
  fuel: dataOf(fuel),
  zap: dataOf(zap),
  battery: dataOf(battery),
  "battery-charging": dataOf(batteryCharging),
  wind: dataOf(wind),
  cog: dataOf(cog),
  siren: dataOf(siren),
  truck: dataOf(truck),
  wrench: dataOf(wrench),
  "clipboard-check": dataOf(clipboardCheck),
  "clipboard-list": dataOf(clipboardList),
  "badge-check": dataOf(badgeCheck),
  timer: dataOf(timer),
  "shield-check": dataOf(shieldCheck),
  "receipt-text": dataOf(receiptText),
  receipt: dataOf(receipt),
  "calendar-clock": dataOf(calendarClock),
  award: dataOf(award),
  droplets: dataOf(droplets),
  laptop: dataOf(laptop),
  lightbulb: dataOf(lightbulb),
  "map-pin": dataOf(mapPin),
  "triangle-alert": dataOf(triangleAlert),
  "user-round": dataOf(userRound),
  warehouse: dataOf(warehouse),
};

export function iconData(name: IconName): IconDrawing {
  return drawings[name];
}
