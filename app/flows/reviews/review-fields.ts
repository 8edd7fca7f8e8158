import type { Review } from "~/.server/reviews/store";

/** The review form's fields as typed, kept so a refused post shows the form again as it was. */
export interface ReviewFormValues {
  rating: string;
  body: string;
  nameStyle: string;
  company: string;
  area: string;
  service: string;
}
type ReviewField = keyof ReviewFormValues;

/** What the review post came to, for the status page. */
export interface ReviewPostResult {
  ok: boolean;
  error?: string;
  fieldErrors?: Partial<Record<ReviewField, string>>;
  values?: ReviewFormValues;
}

/** The choices the form offers, from the request and the site's content (the status page's loader). */
export interface ReviewFormChoices {
  /** "Dave M." from the request's name, or null when it has none to make one from. */
  initialName: string | null;
  areas: readonly string[];
  services: readonly string[];
}

/** The stored review, as the status page shows it back to its author. */
export type ReviewAsSent = Pick<Review, "rating" | "body" | "nameStyle" | "shownName" | "company" | "area" | "service" | "state"> & {
  /** "Dec 4, 2026, 3:10 PM": until when it can still be changed, or null once it cannot. */
  editableUntil: string | null;
};
