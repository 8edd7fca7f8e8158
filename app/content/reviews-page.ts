import { siteConfig } from "../config/site";
import { ownerClaims } from "../config/owner-claims";

/** The copy of /reviews around the reviews themselves (app/content/reviews.ts). */
export const reviewsPage = {
  /** The header's lead: while the reviews are samples, it speaks of the page to come. */
  lead: "Owner-operators, dispatchers and fleet managers from across Southern Ontario on what happened after they called us with a truck down.",
  sampleLead:
    "Where owner-operators, dispatchers and fleet managers from across Southern Ontario will say what happened after they called us with a truck down.",
  /** What Every Customer Gets: the business's promises, as the config states them. */
  promises: [
    siteConfig.pricing.repair,
    siteConfig.pricing.noHiddenFees,
    siteConfig.claims[0],
    ownerClaims.serviceTrucks.text,
    `${siteConfig.responseClaim}, 24/7 for emergencies`,
    `Scheduled work ${siteConfig.hours.regular}, in your yard or at the job site`,
    "All makes and models of heavy-duty diesel trucks",
  ],
  ctaText: `Call now for a mechanic at the roadside, or tell us about the job and we'll call you back. ${siteConfig.pricing.callOut}`,
};
