import type { ReactNode } from "react";
import { useFetcher, useLocation, useOutlet, useOutletContext } from "react-router";

/** How a page shows what one of its posts came to: the page itself, given the post's answer. */
export type ShowOnPage<Answer> = (answer: Answer | undefined) => ReactNode;

/**
 * A page whose forms post to addresses of their own, nested in it (app/.server/http/post-address.ts):
 * at its own address the page; at a post's address (a post refused without JavaScript) whatever
 * that post's route renders with `show`, which is the page again, showing the answer.
 */
export function usePageWithPosts<Answer>(show: ShowOnPage<Answer>): ReactNode {
  return useOutlet(show) ?? show(undefined);
}

/** A post route's component: the page it is nested in, showing this post's answer in place. */
export function PostOnPage<Answer>({ answer }: { answer: Answer | undefined }) {
  return useOutletContext<ShowOnPage<Answer>>()(answer);
}

/**
 * The fetcher of a form that posts to an address of its own, for one visit of the page: its
 * answer shows until the page is navigated to again (a success's redirect back to it, another
 * form's post), as the page rendered after a post without JavaScript showed it; a refusal and
 * the page's refreshes keep it. `name` tells the page's forms apart.
 */
export function usePostFetcher<Answer>(name: string) {
  const { key } = useLocation();
  return useFetcher<Answer>({ key: `${name}:${key}` });
}
