import { z } from "zod";
import { parseContent } from "./parse";

const reasonSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
const coverageGroupSchema = z.object({ title: z.string().min(1), places: z.array(z.string().min(1)).length(5) });

/** The four reasons of the home page's 'Why choose us' section. */
export const reasons = parseContent("app/content/home.ts", reasonSchema.array().length(4), [
  {
    title: "Certified Mechanics",
    description:
      "Red Seal and DOT-certified technicians who work on heavy trucks every day: air brakes, aftertreatment, electrical and engines.",
  },
  {
    title: "Fast Response Time",
    description: "Our average response is under 60 minutes, day or night, because every hour parked on a shoulder costs you a load.",
  },
  {
    title: "All Makes & Models",
    description:
      "Freightliner, Peterbilt, Kenworth, Volvo, Mack, International, Western Star and more, with the diagnostic software to match.",
  },
  {
    title: "Quality Guarantee",
    description: "An upfront quote before we start, no hidden fees, and work done right the first time so you stay on the road.",
  },
]);

/** The three coverage groups of the home page's Service Areas section. */
export const coverageGroups = parseContent("app/content/home.ts", coverageGroupSchema.array().length(3), [
  { title: "Windsor, ON", places: ["Downtown", "Walkerville", "Riverside", "South Windsor", "West End"] },
  { title: "Essex County, ON", places: ["Leamington", "Amherstburg", "Kingsville", "LaSalle", "Tecumseh"] },
  { title: "Extended Coverage", places: ["Lakeshore", "Essex", "Harrow", "Belle River", "Cottam"] },
]);

export const coverageNote = "Not in these areas? Give us a call - we may still be able to help!";
