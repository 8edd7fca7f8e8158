import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { codeInViewAttribute, interactedFlag, interactionEvents } from "~/loading/interaction";
import { loadWhenOnline } from "~/loading/load-when-online";

type Component<P> = (props: P) => ReactNode;

let release: (() => void) | undefined;
let interaction: Promise<void> | undefined;
let initialHydrationDone = false;

/** Resolves at the visitor's first touch, key press or focus on the page (at once if it came before the code). */
function firstInteraction(): Promise<void> {
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

let formInView: Promise<void> | undefined;

/**
 * Resolves at the first interaction, or when a form marked `data-code-in-view` comes within a
 * screen of view: a request form's code (keep-on-the-phone when the signal drops) must be here
 * before the visitor can lose the signal while typing, and a page may be opened with signal and
 * filled in without it. Only the parts that ask for it (the quote form's island) load then: the
 * form posts outside React Router, so nothing else on the page needs to be hydrated for it.
 */
function formNearScreenOrInteraction(): Promise<void> {
  formInView ??= new Promise<void>((resolve) => {
    void firstInteraction().then(resolve);
    const forms = document.querySelectorAll(`form[${codeInViewAttribute}]`);
    if (!forms.length || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "0px 0px 100% 0px" },
    );
    forms.forEach((form) => observer.observe(form));
  });
  return formInView;
}

/** Parts hydrated from the server's HTML whose code has not arrived yet. */
const partsWaiting = new Set<unknown>();

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
    if (partsWaiting.size > 0 && location.pathname + location.search === page) event.stopImmediatePropagation();
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
 * A part of the page whose code waits for the visitor's first interaction (decision 010), or,
 * with `nearScreen`, until its form nears the screen. The
 * server renders it whole. In the browser React keeps that HTML as it is until the code is
 * here: reading, scrolling, calling, links, the Popover menu and plain form posts all work
 * without it. At the first touch, key press or focus the code loads and React hydrates the part
 * in place, text typed meanwhile included. A part first shown after hydration loads at once.
 * A chunk that cannot load leaves the server's HTML in place rather than an error screen.
 */
export function deferHydration<P extends object>(
  load: () => Promise<Component<P>>,
  {
    nearScreen = false,
  }: {
    /** Also load when a form marked `data-code-in-view` nears the screen (the quote form), touched or not. */
    nearScreen?: boolean;
  } = {},
): Component<P> {
  // The component once its code is here: the server's at start, the browser's at first load.
  let loaded: Component<P> | undefined;
  const loadPart = async () => {
    loaded = await loadWhenOnline(load);
    return { default: loaded };
  };
  if (typeof window === "undefined") void loadPart();
  // Two lazy components over the same code: one for a part hydrated from the server's HTML,
  // which waits; one for a part first shown in the browser, which has nothing to wait for.
  const Waiting = lazy(async () => {
    await (nearScreen ? formNearScreenOrInteraction() : firstInteraction());
    const part = await loadPart();
    partsWaiting.delete(Waiting);
    return part;
  });
  const AtOnce = lazy(loadPart);
  function Deferred(props: P) {
    // Chosen once per part (a change of type would remount it and lose its state). React renders
    // this during hydration, before the part's own boundary, which it hydrates later.
    const [mode] = useState(() => {
      if (typeof window === "undefined") return "server";
      if (!hydratingServerPage()) return "fresh";
      partsWaiting.add(Waiting);
      return "hydrating";
    });
    const [Component] = useState(() => (mode === "hydrating" ? Waiting : (loaded ?? AtOnce)));
    // A part first shown in the browser (a page reached in the app) has no boundary of its own:
    // while its code comes, the navigation's transition keeps the page the visitor is on,
    // where a new boundary would show its empty fallback.
    if (mode === "fresh") return <Component {...props} />;
    return (
      <Suspense fallback={<LoadNow />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
