import { siteConfig } from "../config/site";

/** The copy of /blog around the article cards. */
export const blogPage = {
  lead: "Straight answers from the people who fix trucks at the roadside: MTO inspections, CVOR records, winter fuel and batteries, aftertreatment faults, and what a mobile repair really costs.",
  emptyCategory: "No articles in this category yet. Choose All to see every article.",
  cta: {
    title: "Reading This Beside a Broken-Down Truck?",
    text: "Skip the article: call and a mechanic is on the way, day or night. For planned work, send the details and we'll call you back.",
  },
};

/** The copy of an article page around the article itself. */
export function blogPostCopy(post: { category: string }) {
  return {
    asideText: `We answer 24/7. Average response under ${siteConfig.responseMinutes} minutes.`,
    /** Under "Keep Reading" when the article is the only one in its category. */
    onlyInCategory: `This is our only ${post.category.toLowerCase()} article so far. The blog has more for Ontario drivers and fleets.`,
    cta: {
      title: "Rather Have a Mechanic Look at It?",
      text: `Call for a technician at the roadside or in your yard, or send the details and we'll call you back. ${siteConfig.pricing.callOut}`,
    },
  };
}
