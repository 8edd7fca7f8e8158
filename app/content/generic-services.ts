import { parseContent } from "./parse";
import { genericServiceSchema } from "./schemas";

const rawGenericServices = [
  {
    slug: "battery-services",
    title: "Battery Services",
    description:
      "Cold Ontario winters and long idle periods are hard on heavy-duty truck batteries, and a weak bank can leave you stranded at the worst possible moment. Our mobile technicians test, boost and replace batteries on site, then check the charging system so the truck starts reliably again.",
    metaTitle: "Mobile Truck Battery Service & Boosts",
    metaDescription:
      "Heavy-duty truck battery testing, boosts and replacement at your location, 24/7. We also check alternators, cables and parasitic draws to stop repeat failures.",
    services: [
      "Heavy-duty truck boosts and jump starts",
      "Battery load and conductance testing",
      "Single battery and full bank replacement",
      "Terminal cleaning and corrosion repair",
      "Battery cable and ground strap replacement",
      "Alternator output and charging system testing",
      "Parasitic draw diagnosis",
      "Starter and starter circuit testing",
      "Battery disconnect switch repair and replacement",
      "APU and sleeper battery checks",
    ],
  },
  {
    slug: "wheel-seal-services",
    title: "Wheel Seal Services",
    description:
      "A leaking wheel seal lets hub oil or grease escape, contaminating the brake linings and putting the wheel bearing at risk of failure. We replace wheel seals on steer, drive and trailer axles at your location and inspect the bearings and brakes while the hub is off.",
    metaTitle: "Mobile Wheel Seal Replacement for Trucks",
    metaDescription:
      "Leaking wheel seal? We replace truck and trailer wheel seals on site, inspect bearings and brakes, refill the hub and set bearing adjustment to spec.",
    services: [
      "Steer axle wheel seal replacement",
      "Drive axle wheel seal replacement",
      "Trailer axle wheel seal replacement",
      "Wheel bearing inspection and replacement",
      "Bearing adjustment to manufacturer specification",
      "Hub oil refill and grease packing",
      "Hubcap, gasket and sight glass replacement",
      "Replacement of oil-contaminated brake shoes",
      "Drive axle shaft gasket replacement",
      "Brake drum and hardware inspection during the repair",
    ],
  },
];

/** The two generic service pages (battery and wheel seal services). */
export const genericServices = parseContent("app/content/generic-services.ts", genericServiceSchema.array().length(2), rawGenericServices);
