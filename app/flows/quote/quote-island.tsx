import { deferHydration } from "~/loading/defer-hydration";

/**
 * The quote band (#contact) as a part of the page of its own: the server renders it with the
 * page, and its code loads when the form nears the screen or at the first touch, whichever comes
 * first, without the rest of the page (decision 010). Pages put it after their own body.
 */
export const QuoteIsland = deferHydration(() => import("~/flows/quote/quote-section").then((module) => module.QuoteSection), {
  nearScreen: true,
});
