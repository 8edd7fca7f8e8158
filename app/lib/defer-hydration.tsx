import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { interactedFlag, interactionEvents } from "~/lib/interaction";

type Component<P> = (props: P) => ReactNode;

let release: (() => void) | undefined;
let interaction: Promise<void> | undefined;
let initialHydrationDone = false;

/** Resolves at the visitor's first touch, key press or focus on the page (at once if it came before the code). */
export function firstInteraction(): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    release = resolve;
    if (interactedFlag in window) return resolve();
    const done = () => {
      for (const type of interactionEvents) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of interactionEvents) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interaction;
}

/** Parts whose code has been asked for and has not arrived yet. */
const partsLoading = new Set<Promise<unknown>>();
let interactionSeen = false;

/**
 * An in-page link (#contact, the skip link) followed by the browser before the parts' code is
 * here fires popstate, and React Router's answer is an update React applies at once: it cannot
 * hydrate a part without its code, so it would drop the part's HTML (a blank page until the code
 * arrives). While parts wait, such a move within the page is left to the browser alone (it has
 * already scrolled to the anchor); React Router is told of no change, as none of its data changed.
 */
function keepInPageMovesFromTheRouter(): void {
  const page = location.pathname + location.search;
  window.addEventListener("popstate", (event) => {
    const waiting = !interactionSeen || partsLoading.size > 0;
    if (waiting && location.pathname + location.search === page) event.stopImmediatePropagation();
  });
}
// Runs when the module is evaluated, before React Router's router listens for popstate.
if (typeof window !== "undefined") keepInPageMovesFromTheRouter();

/** Loads every deferred part's code now, whether or not the visitor has interacted. */
function releaseDeferredParts(): void {
  void firstInteraction();
  release?.();
}

/**
 * Rendered once, first in the root layout, inside the router. Its effect marks the end of
 * hydration: a deferred part first shown after that (a page reached in the app, an error screen)
 * has no server HTML to keep, so its code loads at once. It also follows the router's state: the
 * first load or post after hydration (a refresh of the page's data, a form sent in the
 * background, a navigation) releases every deferred part. React cannot apply an update to a part
 * it has not hydrated, so the update would otherwise wait for the visitor's first touch.
 */
export function DeferredHydrationControl(): null {
  const navigating = useNavigation().state !== "idle";
  const refreshing = useRevalidator().state !== "idle";
  const sending = useFetchers().some((fetcher) => fetcher.state !== "idle");
  useEffect(() => {
    initialHydrationDone = true;
  }, []);
  // Idempotent, so safe in render: the update that renders this is waiting on these parts.
  if (initialHydrationDone && (navigating || refreshing || sending)) releaseDeferredParts();
  return null;
}

/** True while React is hydrating the page the server sent (React Router's hydration data is present). */
function hydratingServerPage(): boolean {
  return !initialHydrationDone && "__reactRouterContext" in window;
}

/** Loads a chunk; with no signal (and no service worker copy) it tries again when the phone is back online. */
function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve) => window.addEventListener("online", () => resolve(loadWhenOnline(load)), { once: true })),
  );
}

/**
 * The fallback of a deferred part, shown only when React renders the part in the browser with
 * nothing to keep: an update React could not hold back dropped its server HTML (development's
 * critical CSS leaving, a hydration mismatch), so waiting for a touch would leave it blank.
 */
function LoadNow(): null {
  useEffect(releaseDeferredParts, []);
  return null;
}

/**
 * A part of the page whose code waits for the visitor's first interaction (decision 010). The
 * server renders it whole. In the browser React keeps that HTML as it is until the code is
 * here: reading, scrolling, calling, links, the Popover menu and plain form posts all work
 * without it. At the first touch, key press or focus the code loads and React hydrates the part
 * in place, text typed meanwhile included. A part first shown after hydration loads at once.
 * A chunk that cannot load leaves the server's HTML in place rather than an error screen.
 */
export function deferHydration<P extends object>(load: () => Promise<Component<P>>): Component<P> {
  const loadPart = async () => ({ default: await loadWhenOnline(load) });
  // Two lazy components over the same code: one for a part hydrated from the server's HTML,
  // which waits; one for a part first shown in the browser, which has nothing to wait for.
  const Waiting = lazy(async () => {
    await firstInteraction();
    interactionSeen = true;
    const loading = loadPart();
    partsLoading.add(loading);
    return loading.finally(() => partsLoading.delete(loading));
  });
  const AtOnce = lazy(loadPart);
  // The server renders the component itself (loaded when the server starts), so the page is
  // complete without waiting on a lazy boundary.
  let loaded: Component<P> | undefined;
  if (typeof window === "undefined") void load().then((component) => (loaded = component));
  function Deferred(props: P) {
    // Chosen once per part (a change of type would remount it and lose its state). React renders
    // this during hydration, before the part's own boundary, which it hydrates later.
    const [Component] = useState(() => (typeof window === "undefined" ? (loaded ?? AtOnce) : hydratingServerPage() ? Waiting : AtOnce));
    return (
      <Suspense fallback={<LoadNow />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
