/**
 * Claims only the owner can vouch for: those the site makes beyond the specification's, and the
 * specification's own promises about the technicians, the call-back time and the average response
 * time. Each one is shown as written here; the owner confirms that it is true (confirmed: true) or
 * rewrites it.
 * `npm run doctor` lists every claim not yet confirmed. A module of its own, apart from the
 * business config, so the interactive parts that load on every page do not carry it.
 */
import { siteConfig } from "./site";

export const ownerClaims = {
  /**
   * True when every technician sent out holds the Red Seal endorsement and meets the U.S. FMCSA
   * qualifications for annual inspections (49 CFR 396.19), with the evidence on file: no card
   * called "DOT certification" exists (content/posts/choosing-a-mobile-diesel-mechanic.md).
   */
  technicians: { text: siteConfig.claims[0], confirmed: false },
  /** True when someone calls back within quoteCallBackMinutes of every request in business hours. */
  quoteCallBack: { text: siteConfig.quoteCallBack, confirmed: false },
  /**
   * True when the business's own dispatch records show that its emergency calls are reached, on
   * average, within responseMinutes: shown on the home page, every city page and the service pages.
   */
  responseTime: { text: siteConfig.responseClaim, confirmed: false },
  serviceTrucks: { text: "Fully equipped service trucks", confirmed: false },
  diagnostics: {
    text: "Diagnostic software that reads engine, transmission, ABS and aftertreatment faults on the truck makes we service",
    confirmed: false,
  },
  invoices: { text: "An itemized invoice for every job, showing the unit number, odometer, parts and labour", confirmed: false },
} as const;
