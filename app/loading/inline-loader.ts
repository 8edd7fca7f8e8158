/**
 * The script every page carries inline, at the end of its body (decision 005, decision 010).
 * It runs before any module and decides when the page's code starts: nothing is fetched before
 * the first paint. Bundled at build into an inline script (scripts/bundle-inline-loader.ts),
 * typechecked and linted like the rest of the app.
 *
 * In the task after the first contentful paint (Paint Timing; the first frame where a browser
 * lacks it) it starts, each in a task of its own: the stylesheet, the heading face, the count
 * beacon, the module preloads one by one (all before any module runs: no waterfall), then
 * React DOM and React Router evaluated each in a task of its own (one long task of every module at
 * once was most of the Total Blocking Time), then React Router's module script, which hydrates.
 * A hidden page paints nothing and starts when shown; 3 s after load it starts whatever happened.
 * 4 s after load it registers the service worker, whose precache downloads would otherwise share
 * the connection with hydration's scripts. With the page's code it starts the count beacon
 * (count-beacon.ts): taps on call and text links and forms sent, counted without cookies; where
 * the visit began is kept at once, as the page is read.
 */
import { rememberLanding, startCounting } from "./count-beacon";
import { deferredHrefAttribute, parkedModuleId, webFontFacesId } from "./document-markers";
import { interactedFlag, interactionEvents } from "./interaction";

/** Events that mean the visitor acts: the page may change in ways its HTML did not show. */
const actingEvents = ["pointerdown", "touchstart", "keydown", "click", "input", "submit", "popstate", "hashchange"];
const onceQuietly = { capture: true, once: true, passive: true } as const;
/** React DOM and React Router, evaluated one per task before the app's own modules. */
const frameworkChunks = ["react-dom", "framework"];

const deferredStylesheets = () => document.querySelectorAll<HTMLLinkElement>(`link[${deferredHrefAttribute}]`);

/** The visitor's first act applies the full stylesheet, before what it changes is drawn. */
function applyFullStylesheet(): void {
  deferredStylesheets().forEach((link) => (link.media = "all"));
}

/** The first touch, key press or focus, recorded for the code that waits for it (defer-hydration.tsx). */
function recordInteraction(): void {
  (window as unknown as Record<string, number>)[interactedFlag] = 1;
}

/** The heading face is fetched now and added once it has arrived: one relayout, not two. */
function loadWebFontFaces(): void {
  const faces = document.getElementById(webFontFacesId);
  if (!faces || !("FontFace" in window)) return;
  try {
    const descriptors = JSON.parse(faces.textContent ?? "[]") as { family: string; source: string; descriptors: FontFaceDescriptors }[];
    for (const { family, source, descriptors: faceDescriptors } of descriptors) {
      const face = new FontFace(family, source, faceDescriptors);
      face.load().then(
        () => document.fonts.add(face),
        () => undefined,
      );
    }
  } catch {
    // A page without the faces' data keeps its fallback faces.
  }
}

/**
 * Runs each step in a task of its own: the browser may paint and answer a tap between them, and no
 * step's work adds to another's in one long task (measured: adding the eight module preloads and the
 * stylesheet in one task took 15-20 ms on this machine, four times that on a slow phone).
 */
function inTasks(steps: (() => void)[]): void {
  const next = (): void => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  next();
}

/** The steps that hydrate: preload the parked script's modules, evaluate the framework one chunk per task, then run it. */
function hydrationSteps(): (() => void)[] {
  const parked = document.getElementById(parkedModuleId);
  if (!parked) return [];
  const hrefs = (parked.getAttribute("data-modulepreload") ?? "").split(" ").filter(Boolean);
  const preload = (href: string) => () => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  };
  const runParkedScript = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = parked.textContent;
    document.head.appendChild(script);
  };
  const framework = frameworkChunks
    .map((name) => hrefs.find((href) => href.startsWith(`/assets/${name}-`)))
    .filter((href): href is string => href !== undefined);
  const evaluate = (index: number): void => {
    if (index >= framework.length) return runParkedScript();
    import(framework[index]!).then(() => setTimeout(() => evaluate(index + 1), 0), runParkedScript);
  };
  return [...hrefs.map(preload), () => evaluate(0)];
}

// Where this tab's visit began, kept as the first page is read (count-beacon.ts).
const landing = rememberLanding();

let started = false;
function startThePage(): void {
  if (started) return;
  started = true;
  inTasks([
    () => deferredStylesheets().forEach((link) => (link.href = link.getAttribute(deferredHrefAttribute) ?? "")),
    loadWebFontFaces,
    () => startCounting(landing),
    ...hydrationSteps(),
  ]);
}
const startSoon = () => setTimeout(startThePage, 0);

for (const type of actingEvents) addEventListener(type, applyFullStylesheet, onceQuietly);
for (const type of interactionEvents) addEventListener(type, recordInteraction, onceQuietly);

const Observer = window.PerformanceObserver;
if (Observer?.supportedEntryTypes?.includes("paint")) {
  new Observer((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    startSoon();
  }).observe({ type: "paint", buffered: true });
} else requestAnimationFrame(startSoon);

addEventListener("load", () => {
  setTimeout(startThePage, 3000);
  if ("serviceWorker" in navigator) setTimeout(() => navigator.serviceWorker.register("/sw.js").catch(() => undefined), 4000);
});
