import { z } from "zod";
import { siteConfig } from "../config/site";
import { parseContent } from "./parse";
import { iconName } from "./schemas";

const reasonSchema = z.object({ icon: iconName, title: z.string().min(1), description: z.string().min(1) });
const coverageGroupSchema = z.object({ title: z.string().min(1), places: z.array(z.string().min(1)).length(5) });

/** The four reasons of the home page's 'Why choose us' section, each with the icon drawn above it. */
export const reasons = parseContent("app/content/home.ts", reasonSchema.array().length(4), [
  {
    icon: "badge-check",
    title: "Certified Mechanics",
    description: `${siteConfig.claims[0]} for the work heavy trucks need: air brakes, aftertreatment, electrical and engines.`,
  },
  {
    icon: "timer",
    title: "Fast Response Time",
    description: `${siteConfig.responseClaim}, day or night, because every hour parked on a shoulder costs you a load.`,
  },
  {
    icon: "truck",
    title: "All Makes & Models",
    description:
      "Freightliner, Peterbilt, Kenworth, Volvo, Mack, International, Western Star and more: tractors, straight trucks and trailers.",
  },
  {
    icon: "shield-check",
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

/** The home page's other copy: the hero, and the lines under its section headings. */
export const homePage = {
  heroLead: `Broken down on the 401, the 402 or in your yard? Our technicians come to you from Windsor and Sarnia to London, Kitchener, Hamilton and Milton, day or night, with an ${siteConfig.responseClaim.toLowerCase()}.`,
  /** The hero's ticks: the response time and the specification's claims. */
  heroClaims: [siteConfig.responseClaim, ...siteConfig.claims],
  servicesLead: "Heavy-duty diesel repair where your truck is: at the roadside, in your yard or at the job site.",
  emergencyText:
    "Flat steer tire, air leak, dead batteries or a derate in the middle of the night: we answer 24/7 and send a mechanic to you.",
  coverageLead: "Serving Windsor and Essex County, with mechanics on the road from Sarnia and London to Kitchener, Hamilton and Milton.",
};
