import { useLayoutEffect } from "react";

/**
 * A prerendered page keeps its full stylesheet print-only until the visitor acts (see
 * scripts/optimize-pages.ts): the inlined critical CSS styles everything the page's HTML holds.
 * Anything the app shows that the HTML did not hold applies the full sheet first.
 */
function applyFullStylesheet(): void {
  document.querySelectorAll<HTMLLinkElement>("link[data-deferred-href]").forEach((link) => {
    link.media = "all";
  });
}

/** For UI that can appear without the visitor acting (a navigation, the outbox notice): styled before it is drawn. */
export function useFullStylesheet(active: boolean): void {
  useLayoutEffect(() => {
    if (active) applyFullStylesheet();
  }, [active]);
}
