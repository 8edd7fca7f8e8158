import { z } from "zod";
import { siteConfig } from "~/config/site";
import { parseContent } from "./parse";

const reasonSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
const coverageGroupSchema = z.object({ title: z.string().min(1), places: z.array(z.string().min(1)).length(5) });

/** The four reasons of the home page's 'Why choose us' section. */
export const reasons = parseContent("app/content/home.ts", reasonSchema.array().length(4), [
  {
    title: "Certified Mechanics",
    description: `${siteConfig.claims[0]} for the work heavy trucks need: air brakes, aftertreatment, electrical and engines.`,
  },
  {
    title: "Fast Response Time",
    description: `${siteConfig.responseClaim}, day or night, because every hour parked on a shoulder costs you a load.`,
  },
  {
    title: "All Makes & Models",
    description:
      "Freightliner, Peterbilt, Kenworth, Volvo, Mack, International, Western Star and more: tractors, straight trucks and trailers.",
  },
  {
    title: "Quality Guarantee",
    description: `${siteConfig.pricing.policy} ${siteConfig.pricing.noHiddenFees}`,
  },
]);

/** The three coverage groups of the home page's Service Areas section. */
export const coverageGroups = parseContent("app/content/home.ts", coverageGroupSchema.array().length(3), [
  { title: "Windsor, ON", places: ["Downtown", "Walkerville", "Riverside", "South Windsor", "West End"] },
  { title: "Essex County, ON", places: ["Leamington", "Amherstburg", "Kingsville", "LaSalle", "Tecumseh"] },
  { title: "Extended Coverage", places: ["Lakeshore", "Essex", "Harrow", "Belle River", "Cottam"] },
]);

export const coverageNote = "Not in these areas? Give us a call - we may still be able to help!";
