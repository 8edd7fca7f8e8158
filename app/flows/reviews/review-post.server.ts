import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { cities } from "~/content/cities";
import { services } from "~/content/services";
import { isStatusPageOpen } from "~/lib/request-status";
import { cleanLine, cleanMessage } from "~/lib/messages";
import { strictWholeNumber } from "~/lib/strict-number";
import {
  anywhereArea,
  firstNameAndInitial,
  nameStyles,
  reviewCompanyMax,
  reviewEditDays,
  reviewTextMax,
  reviewTextMin,
  shownReviewName,
  type ReviewRating,
} from "~/lib/review";
import { postKeyOf } from "~/flows/request-form/request-id.server";
import type { ReviewFormChoices, ReviewFormValues, ReviewPostResult } from "./review-fields";

/** Where the job was: the areas the site has pages for, then the region as a whole. */
const reviewAreas: readonly string[] = [...cities.map((city) => city.name).sort((a, b) => a.localeCompare(b)), anywhereArea];
const reviewServices: readonly string[] = [...new Set(services.map((service) => service.title))].sort((a, b) => a.localeCompare(b));

/** The form's choices for one request. */
export const reviewChoicesFor = (request: { name: string }): ReviewFormChoices => ({
  initialName: firstNameAndInitial(request.name),
  areas: reviewAreas,
  services: reviewServices,
});

const reviewSchema = z.object({
  // One of the form's five radios: "1" to "5", never "05" or "1e0".
  rating: z
    .string()
    .transform((value) => strictWholeNumber(value))
    .pipe(
      z
        .number({ error: "Choose a rating from 1 to 5." })
        .min(1, { error: "Choose a rating from 1 to 5." })
        .max(5, { error: "Choose a rating from 1 to 5." }),
    ),
  body: z
    .string()
    .transform(cleanMessage)
    .pipe(
      z
        .string()
        .min(reviewTextMin, { error: `Write a few words about the job (at least ${reviewTextMin} characters).` })
        .max(reviewTextMax, { error: `Keep it under ${reviewTextMax.toLocaleString("en-CA")} characters.` }),
    ),
  nameStyle: z.enum(nameStyles, { error: "Choose how your name should appear." }),
  company: z
    .string()
    .transform(cleanLine)
    .pipe(z.string().max(reviewCompanyMax, { error: `Keep the company's name under ${reviewCompanyMax} characters.` })),
  area: z.string().refine((area) => area === "" || reviewAreas.includes(area), { error: "Choose a place from the list." }),
  service: z.string().refine((service) => service === "" || reviewServices.includes(service), { error: "Choose a service from the list." }),
});

const valuesOf = (form: FormData): ReviewFormValues => {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, reviewTextMax * 2) : "";
  };
  return {
    rating: read("rating"),
    body: read("body"),
    nameStyle: read("nameStyle"),
    company: read("company"),
    area: read("area"),
    service: read("service"),
  };
};

/**
 * The customer's review from the status page of a completed request: a rating, their words,
 * how they want to be named, and optionally the company, the place and the service. One per
 * request; the same link may change it for seven days, and a change waits for the owner again.
 * Every rating is taken the same way.
 */
export async function receiveReview(
  request: Request,
  token: string,
  context: AppLoadContext,
): Promise<{ status: number; result: ReviewPostResult }> {
  const refuse = (status: number, error: string, extra?: Omit<ReviewPostResult, "ok" | "error">) => ({
    status,
    result: { ok: false, error, ...extra },
  });
  const stored = await context.requestStore.getByStatusToken(token);
  if (!stored || !isStatusPageOpen(stored)) return refuse(404, "This request was not found. If your truck needs help, call us.");
  if (stored.status !== "done") return refuse(409, "A review can be written once the job is completed.");
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, "Your review could not be read. Please try again.");
  const values = valuesOf(form);
  const parsed = reviewSchema.safeParse(values);
  const fieldErrors: ReviewPostResult["fieldErrors"] = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReviewFormValues;
      fieldErrors[field] ??= issue.message;
    }
  }
  // Said with the other mistakes, so one more try is enough.
  if (values.nameStyle === "company" && !cleanLine(values.company)) {
    fieldErrors.company ??= "Type the company's name, or choose another way to be named.";
  }
  if (values.nameStyle === "initial" && !firstNameAndInitial(stored.name)) fieldErrors.nameStyle ??= "Choose another way to be named.";
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return refuse(400, "Your review was not sent: check the fields marked below.", { fieldErrors, values });
  }
  const { rating, body, nameStyle, company, area, service } = parsed.data;
  const input = {
    rating: rating as ReviewRating,
    body,
    nameStyle,
    company: company || null,
    area: area || null,
    service: service || null,
    shownName: shownReviewName({ nameStyle, requestName: stored.name, company: company || null, area: area || null }),
  };
  const postKey = postKeyOf(form, context, "review", [token, values]);
  const submitted = await context.reviews.submit(stored.id, input, undefined, postKey);
  if (submitted.outcome === "locked") {
    return refuse(
      409,
      `A review can be changed for ${reviewEditDays} days after it is sent, and that time has passed. Call us to change it.`,
    );
  }
  // A change to a published review takes it off the page until the owner publishes it again.
  if (submitted.outcome === "edited") context.shownReviews.clear();
  return { status: 200, result: { ok: true } };
}
