import { siteConfig } from "../config/site";

/** The copy of /contact around its quote form. */
export const contactPage = {
  intro: `Call us any time, or send the form below and we'll get back to you. ${siteConfig.pricing.callOut} ${siteConfig.pricing.repair}`,
  /** Under the confirmation a request sent without JavaScript gets. */
  receivedHelp: "Need help right now? Call us: we answer 24/7.",
};
