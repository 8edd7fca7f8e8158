import { siteConfig } from "../config/site";
import type { IconName } from "./schemas";

/** The copy of /services around the service cards. */
export const servicesPage = {
  lead: "Nine kinds of heavy-duty repair, carried out where your truck is parked or broken down, from Windsor and Sarnia to Kitchener and Hamilton. Search for the fault you're dealing with, or read through everything we fix on site.",
  listLead:
    "From air brake chambers to derate faults, each service below lists the work a technician can do at your location, without a tow to a shop.",
  noMatch:
    "Truck problems rarely fit a search box. Skip the searching and call: describe what the truck is doing and we'll tell you whether a mobile technician can sort it out. Breakdown calls are answered 24/7.",
  /** Words that find something, offered when a search finds nothing. */
  suggestions: ["brake", "tire", "DPF", "battery", "air leak"],
  whyChoose: [
    {
      icon: "truck",
      title: "The Repair Comes to the Truck",
      text: `The shoulder of the 402, a shipper's dock in Windsor, your yard in Stoney Creek: our technician drives to where your truck stopped, with an ${siteConfig.responseClaim.toLowerCase()}.`,
    },
    {
      icon: "badge-check",
      title: "Certified on Heavy Diesel",
      text: `Our technicians are ${siteConfig.technicianCredentials}, and no badge on the hood is turned away: Class 8 tractors, trailers and straight trucks of all makes and models.`,
    },
    {
      icon: "receipt-text",
      title: "A Price You Approve First",
      text: `${siteConfig.pricing.callOut} ${siteConfig.pricing.repair} ${siteConfig.pricing.noHiddenFees}`,
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  planning: `Breakdowns are answered 24/7. Booked repairs run ${siteConfig.hours.regular}, always with an upfront quote.`,
};
