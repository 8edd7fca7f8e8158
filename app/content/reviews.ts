/**
 * SAMPLE REVIEWS: NOT REAL CUSTOMER REVIEWS.
 *
 * These six reviews are samples written for the site's launch. The owner replaces them
 * with real customer reviews (used with each customer's permission) and then sets
 * `reviewsAreSamples` to false. They must never be marked up as review structured data
 * (no schema.org Review or AggregateRating).
 */
import { parseContent } from "./parse";
import { reviewSchema } from "./schemas";

/**
 * True while the reviews below are the launch samples. While it is set, the reviews page
 * says so in a visible note and `npm run doctor` reports a launch blocker.
 */
export const reviewsAreSamples: boolean = true;

/** The note the reviews page shows while the reviews are samples. */
export const sampleReviewsNote =
  "These six reviews are samples that show how this page will look. They are not the words of real customers; real reviews replace them before the site goes live.";

const rawReviews = [
  {
    name: "Dave M.",
    company: "Owner-operator, Sarnia",
    rating: 5,
    date: "2025-03-14",
    text: "Lost air pressure on the 402 just east of Sarnia with a load of steel on. The tech found a split air line behind the glad hands, replaced it and had me rolling in time to make my delivery window. He gave me the price before he started and the bill matched it.",
  },
  {
    name: "Priya S.",
    company: "Fleet manager, regional carrier, Cambridge",
    rating: 5,
    date: "2025-06-03",
    text: "We moved our tractors onto their in-yard preventive maintenance schedule this spring. Every unit now has a proper service history on file, which made our last audit a lot less stressful, and the drivers are happy not to lose half a day sitting at a shop.",
  },
  {
    name: "Marc L.",
    company: "Owner-operator, Windsor",
    rating: 5,
    date: "2025-01-22",
    text: "My truck gelled overnight in a yard in Windsor during a cold snap. They treated the fuel, changed both filters, bled the system and got it started, then took the time to explain what to run in the tank so it doesn't happen again.",
  },
  {
    name: "Jen K.",
    company: "Dispatcher, flatbed carrier, Hamilton",
    rating: 5,
    date: "2025-09-10",
    text: "One of our drivers went into derate on the QEW near Hamilton with an aftertreatment fault. The technician traced it to a failed NOx sensor, replaced it on site and only cleared the codes once the truck was pulling properly. Clear updates from start to finish, which is exactly what dispatch needs.",
  },
  {
    name: "Tom B.",
    company: "Owner-operator, London",
    rating: 5,
    date: "2025-11-18",
    text: "Had oil all over the inside of a drive wheel and figured it meant a tow. They came out to my place near London, replaced the wheel seal and the oil-soaked brake shoes, and refilled the hub the same afternoon. Straight shooters who explain what they're doing and why.",
  },
  {
    name: "Harj G.",
    company: "Owner-operator, Brantford",
    rating: 5,
    date: "2026-02-05",
    text: "Truck wouldn't crank in a yard off the 403 in Brantford in the middle of February. The technician load-tested the bank, found two dead batteries and a corroded ground cable, replaced all three and checked the alternator before he left. No more slow starts since.",
  },
];

/** Six SAMPLE reviews for launch; replace them with real ones before going live (see the note above). */
export const reviews = parseContent("app/content/reviews.ts", reviewSchema.array().length(6), rawReviews);
