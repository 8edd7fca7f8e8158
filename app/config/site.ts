/**
 * The business config: every business constant lives here and nowhere else.
 * The owner edits this file to put the real name, phone and email on every page.
 */
import { hoursInWords, hoursLabel } from "./hours-in-words";

/**
 * The specification's technician claim, shown in the home hero and wherever a page names the
 * technicians' credentials (pages write `${siteConfig.technicianCredentials}`). Only the owner
 * can make it true, so it is also an owner claim.
 */
const technicianCredentials = "Red Seal and DOT-certified";
const technicianClaim = `${technicianCredentials} technicians`;

/**
 * How soon, in minutes, the business calls back after a quote request during business hours, and
 * the quote toast's sentence that promises it (the specification's words at the default of 30).
 */
const regularDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const regularOpens = "07:00";
const regularCloses = "19:00";

const quoteCallBackMinutes = 30;
const responseMinutes = 60;
const quoteCallBack = `We'll contact you within ${quoteCallBackMinutes} minutes during business hours.`;

export const siteConfig = {
  name: "Southern Ontario Mobile Diesel",
  shortName: "SO Mobile Diesel",
  tagline: "24/7 mobile diesel truck repair across Southern Ontario",
  phone: {
    display: "(519) 555-0142",
    /** E.164 form, used for tel: links and structured data. */
    e164: "+15195550142",
  },
  email: "service@example.com",
  hours: {
    emergency: "24/7 emergency service",
    /** "Mon-Sat 7AM-7PM", and "Monday to Saturday from 7 AM to 7 PM" in a sentence: both from the hours below. */
    regular: hoursLabel(regularDays, regularOpens, regularCloses),
    regularInWords: hoursInWords(regularDays, regularOpens, regularCloses),
    /** Regular service hours, in 24-hour form (structured data reads them too). Change them here only. */
    regularOpens,
    regularCloses,
    regularDays,
  },
  /**
   * The average response the site promises, in minutes; every page says it from here. Only the
   * owner can vouch for it, so it is also an owner claim (ownerClaims.responseTime).
   */
  responseMinutes,
  responseClaim: `Average response under ${responseMinutes} minutes`,
  technicianCredentials,
  /** The specification's claims, shown together in the home hero. */
  claims: [technicianClaim, "Upfront quotes", "No hidden fees", "All makes and models"],
  /** The quote toast's promise. Only the owner can keep it, so it is also an owner claim. */
  quoteCallBackMinutes,
  quoteCallBack,
  /**
   * When a customer learns the price: the one policy of the site ("Upfront quotes, stated
   * one way" in the decisions). Pages and posts quote these sentences; none of them promises
   * a repair price before diagnosis, and the site states no rates of this business.
   */
  pricing: {
    /** The whole policy in one sentence, for a form intro or a band. */
    policy:
      "Upfront quotes: we tell you what the call-out costs on the phone, before a truck is dispatched, and the technician gives you the repair price once the truck is diagnosed, before any work starts.",
    callOut: "What the call-out costs is said on the phone, before a truck is dispatched.",
    repair: "The repair price is given once the technician has diagnosed the truck, before any work starts.",
    extraWork: "If the repair turns up more work, nothing more is done until you have approved its price.",
    noHiddenFees: "No hidden fees: the invoice holds no charge you were not told about first.",
  },
  priceRange: "$$",
  currency: "CAD",
  /** Time zone of the business: the footer year and dates follow it. */
  timeZone: "America/Toronto",
  nav: [
    { label: "Services", href: "/services" },
    { label: "Service Areas", href: "/service-areas" },
    { label: "About", href: "/about-us" },
    { label: "Reviews", href: "/reviews" },
    { label: "Blog", href: "/blog" },
    { label: "Contact", href: "/contact" },
  ],
} as const;

export const telHref = `tel:${siteConfig.phone.e164}`;
export const mailtoHref = `mailto:${siteConfig.email}`;

/**
 * What every invoice must show (Canada's GST/HST rules: the supplier's name, its HST number),
 * and how to pay it when cards are not set up (STRIPE_ settings). The defaults are fictional,
 * marked "Example", and `npm run doctor` blocks the launch until the owner replaces them. Apart
 * from siteConfig so that the pages that only show the phone (every one) do not ship it.
 */
export const invoicing = {
  /** The business's legal name, as registered (it may differ from the trading name above). */
  legalName: "Example Mobile Diesel Inc.",
  address: "100 Example Road, Windsor, ON N9A 1A1",
  /** The HST registration number: the 9-digit business number, RT, and the account (0001). */
  hstNumber: "000000000 RT0001",
  /** Where e-transfers go. */
  eTransferEmail: "payments@example.com",
  /** How to pay without a card, in the owner's words: shown on every invoice when cards are off, and beside the button when on. */
  paymentInstructions: [
    "E-transfer to payments@example.com, with the invoice number as the message.",
    "Cheque payable to Example Mobile Diesel Inc., mailed to 100 Example Road, Windsor, ON N9A 1A1.",
  ],
};
