import { siteConfig } from "../config/site";
import { ownerClaims } from "../config/owner-claims";
import type { IconName } from "./schemas";

/**
 * A line of copy with a few marked words: plain text, a bold term, or a phrase kept on one line.
 * Rendered by app/routes/about/rich-text.tsx.
 */
export type RichText = readonly (string | { strong: string } | { nowrap: string })[];

interface IconItem {
  icon: IconName;
  title: string;
  text: string;
}

/** A region we serve, with the towns that have their own page (resolved to links by the loader). */
interface Region {
  name: string;
  note: string;
  towns: readonly string[];
}

/** The copy of /about-us. Imported by its loader only, so none of it ships as code to the browser. */
export const aboutPage = {
  lead: "We are a mobile diesel repair service for truck drivers, owner-operators and fleets across Southern Ontario. When a truck can't get to a shop, our technicians bring the shop to the truck: at the roadside, in the yard or on the job site.",

  whoLead: "The people who call us have one thing in common: a truck that needs to be moving and isn't.",
  audiences: [
    {
      icon: "user-round",
      title: "Drivers on the road",
      text: "Stopped on a shoulder, at a truck stop or at a customer's dock with a truck that won't go. You need someone who picks up, asks the right questions and sends a technician, not a voicemail box.",
    },
    {
      icon: "truck",
      title: "Owner-operators",
      text: "When the truck is the business, every hour parked is money gone. A repair where the truck sits can spare you a heavy tow, and an upfront quote lets you decide with the numbers in front of you.",
    },
    {
      icon: "warehouse",
      title: "Fleets",
      text: "Preventive maintenance and repairs in your own yard keep units out of a shop queue, drivers on their routes and your maintenance records ready for a CVOR facility audit.",
      link: { to: "/services/fleet-maintenance", label: "Fleet maintenance" },
    },
  ] satisfies (IconItem & { link?: { to: string; label: string } })[],

  certified: {
    intro: "The technician who pulls up beside your truck is certified, not a general mechanic learning on your equipment.",
    body: [
      { strong: "Red Seal" },
      " is the interprovincial standard of the truck and coach trade: a technician who holds it has passed the national exam and is recognized in every province. ",
      { strong: "DOT certification" },
      " refers to the U.S. rule on who may perform the annual truck and trailer inspection (FMCSA, 49 CFR 396.19; the inspection itself is 49 CFR 396.17), which matters to carriers who run U.S.-based equipment through the Windsor and Sarnia crossings. Ontario's own annual and semi-annual inspections are done by a licensed technician at a DriveON Vehicle Inspection Centre.",
    ] satisfies RichText,
    points: [
      "Air brakes diagnosed and adjusted to standard, not just pumped up to get you moving",
      "Aftertreatment and electrical faults traced to the cause before codes are cleared",
      "Engine, fuel system and drivetrain work done the way the manufacturer specifies",
      "Repairs you can stand behind at your next roadside inspection",
    ],
  },

  kitLead: "The usual kit on board. Tell us the job when you call and we confirm the technician brings what it needs.",
  truckKit: [
    {
      icon: "laptop",
      title: "Diagnostic laptop",
      // An owner claim (npm run doctor lists it until the owner confirms it).
      text: `${ownerClaims.diagnostics.text}.`,
    },
    {
      icon: "wind",
      title: "Air and impact tools",
      text: "An on-board air compressor and heavy impact guns for wheel nuts, U-bolts and seized fasteners.",
    },
    {
      icon: "battery-charging",
      title: "Electrical testing",
      text: "Battery load tester, multimeter and jump-start gear for a dead bank, a bad ground or a charging fault.",
    },
    {
      icon: "circle-dot",
      title: "Air brake parts",
      text: "Air line, fittings, glad hand seals, chambers and slack adjusters: the parts behind most air leaks.",
    },
    {
      icon: "droplets",
      title: "Fluids and filters",
      text: "Engine oil, coolant, DEF, fuel filters and anti-gel treatment for a winter no-start.",
    },
    {
      icon: "wrench",
      title: "Jacks and hand tools",
      text: "Jacks and stands rated for loaded axles, and the heavy-duty hand tools a Class 8 truck calls for.",
    },
    { icon: "lightbulb", title: "Work lights", text: "Enough light to work safely and properly on a dark shoulder at 3 a.m." },
    {
      icon: "triangle-alert",
      title: "Roadside safety gear",
      text: "Cones, reflective triangles and high-visibility clothing to mark off the work zone.",
    },
  ] satisfies IconItem[],

  areasLead: "Southwestern Ontario and the Golden Horseshoe, along the 401, 402, 403 and QEW corridors and the county roads off them.",
  regions: [
    {
      name: "Windsor and Essex County",
      note: "From E.C. Row and the Ambassador Bridge approaches to the greenhouse roads around Leamington and Kingsville.",
      towns: ["Windsor", "Tecumseh", "LaSalle", "Lakeshore", "Amherstburg", "Essex", "Kingsville", "Leamington"],
    },
    {
      name: "Lambton County",
      note: "Highway 402 to the Blue Water Bridge at Sarnia, and Petrolia on the county roads inland.",
      towns: ["Sarnia", "Petrolia"],
    },
    {
      name: "London and Middlesex",
      note: "Where the 402 leaves the 401 in southwest London, and out along the 402 to Strathroy.",
      towns: ["London", "Strathroy"],
    },
    {
      name: "Hamilton, Brantford and Milton",
      note: "The QEW and the 403 through Hamilton, the 403 at Brantford, and the 401 yards and warehouses in Milton.",
      towns: ["Hamilton", "Brantford", "Milton"],
    },
    {
      name: "Kitchener and Cambridge",
      note: "The 401 through Cambridge and the Conestoga Parkway and Highway 8 in Kitchener.",
      towns: ["Kitchener", "Cambridge"],
    },
  ] satisfies Region[],

  commitments: [
    {
      icon: "siren",
      title: siteConfig.hours.emergency,
      text: [
        "Breakdowns don't keep office hours: call any time, weekends and holidays included. Scheduled maintenance and non-urgent repairs run ",
        { nowrap: siteConfig.hours.regular },
        ".",
      ],
    },
    {
      icon: "timer",
      title: `Under ${siteConfig.responseMinutes} minutes on average`,
      text: ["Our average response time to a call, so you can give the receiver a realistic new delivery time."],
    },
    {
      icon: "receipt",
      title: `${siteConfig.claims[1]}, ${siteConfig.claims[2].toLowerCase()}`,
      text: [`${siteConfig.pricing.callOut} ${siteConfig.pricing.repair}`],
    },
    {
      icon: "award",
      title: siteConfig.claims[3],
      text: ["Highway tractors, straight trucks, dump trucks and vocational units, whatever the badge or the engine."],
    },
  ] satisfies { icon: IconName; title: string; text: RichText }[],

  whatToTellUs: [
    { title: "Where you are", text: "Highway and direction of travel, the nearest exit or kilometre marker, or the yard address." },
    { title: "The truck", text: "Make, model and year, and the engine if you know it. Say if you're loaded." },
    { title: "What happened", text: "What you saw, heard or smelled, which dash lights are on, and any fault codes on the display." },
    { title: "Whether you're safe", text: "Fully off the travelled lane? Hazards and triangles out? We'll help you sort that out first." },
  ],
  steps: [
    "We ask the questions above and tell you if the problem sounds like something to fix on the spot.",
    "Before a truck is dispatched, you hear what the call-out costs and about when the technician will get to you.",
    "The technician finds the fault, explains it and gives you the repair price; no part is changed until you approve it.",
    "The repair is done and tested where the truck sits, and you get an invoice with no hidden fees.",
  ],

  quoteIntro: `Describe the truck, the problem and where it is, for any make or model. ${siteConfig.pricing.policy}`,
};
