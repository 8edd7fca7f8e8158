import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For the public pages, whose loader data no form post changes: after a post (a quote request
 * sent from the page, which may fail for want of signal) their data is not fetched again, so a
 * phone with no signal keeps the page instead of an error. Navigations still load as usual.
 */
export function keepDataAfterPosts({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}
