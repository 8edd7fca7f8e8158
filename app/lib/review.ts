/**
 * A customer's review of a completed job: what the form asks and how a review is
 * shown. Shared by the status page's form, the server's checks, the owner's view and /reviews;
 * kept free of zod and content so it costs the status page nothing.
 */
export const reviewRatings = [5, 4, 3, 2, 1] as const;
export type ReviewRating = (typeof reviewRatings)[number];

/** How each rating reads beside its radio button and on the owner's list. */
export const ratingWords: Record<ReviewRating, string> = {
  5: "Excellent",
  4: "Good",
  3: "Fair",
  2: "Poor",
  1: "Very poor",
};

export const reviewTextMin = 10;
export const reviewTextMax = 1000;
export const reviewCompanyMax = 80;
export const reviewReplyMax = 600;
/** A review can be changed by whoever holds the status link for this long after it was first sent. */
export const reviewEditDays = 7;

/** How the name appears under a published review: the customer chooses. */
export const nameStyles = ["initial", "company", "area"] as const;
export type NameStyle = (typeof nameStyles)[number];

/** Where a review may say the job was: the areas the site serves, or simply the region. */
export const anywhereArea = "Southern Ontario";

export type ReviewState = "new" | "published" | "hidden";

/** "Dave M." from "dave miller": a first name and the initial of the last, or the first name alone. */
export function firstNameAndInitial(fullName: string): string | null {
  const words = fullName
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}'-]/gu, ""))
    .filter((word) => /\p{L}/u.test(word));
  const [first, ...rest] = words;
  if (!first) return null;
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase("en-CA") + word.slice(1);
  const last = rest.at(-1);
  return last ? `${capital(first)} ${last.charAt(0).toLocaleUpperCase("en-CA")}.` : capital(first);
}

/** The name a published review is signed with, as its author chose it. */
export function shownReviewName(review: {
  nameStyle: NameStyle;
  requestName: string;
  company: string | null;
  area: string | null;
}): string {
  if (review.nameStyle === "initial") {
    const name = firstNameAndInitial(review.requestName);
    if (name) return name;
  }
  if (review.nameStyle === "company" && review.company) return review.company;
  return `A driver from ${review.area ?? anywhereArea}`;
}
