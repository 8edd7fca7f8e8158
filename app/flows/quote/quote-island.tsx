import type { ComponentProps, ReactNode } from "react";
import type { QuoteSection } from "~/flows/quote/quote-section";
import { deferHydration } from "~/loading/defer-hydration";

/**
 * The quote band (#contact) as a part of the page of its own: the server renders it with the
 * page, and its code loads when the form nears the screen or at the first touch, whichever comes
 * first, without the rest of the page (decision 010): the form posts outside React Router.
 */
const QuoteIsland = deferHydration(() => import("~/flows/quote/quote-section").then((module) => module.QuoteSection), {
  nearScreen: true,
});

type QuoteBand = ComponentProps<typeof QuoteSection>;

/**
 * A page's route component: its body, deferred to the first touch, then (when `band` gives its
 * props; null for none, as on a not-found answer) the quote band as a part of its own.
 */
export function withQuoteBand<P extends object>(
  loadBody: () => Promise<(props: P) => ReactNode>,
  band: (props: P) => QuoteBand | null = () => ({}),
): (props: P) => ReactNode {
  const PageBody = deferHydration(loadBody);
  return function PageWithQuoteBand(props: P) {
    const bandProps = band(props);
    return (
      <>
        <PageBody {...props} />
        {bandProps ? <QuoteIsland {...bandProps} /> : null}
      </>
    );
  };
}
