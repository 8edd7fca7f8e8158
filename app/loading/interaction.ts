/**
 * The first interaction with a page: a touch, a key press or a focus means the visitor is about
 * to use the page, not only read it. The page's inline loader (app/loading/document-edits.ts)
 * records it from the first parse, before any module has run; app/loading/defer-hydration.tsx
 * waits for it.
 */
export const interactionEvents = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Marks a form whose code loads as soon as it comes within a screen of view, touched or not
 * (app/loading/defer-hydration.tsx): the quote form keeps a request on the phone when the signal
 * drops, which only its code can do.
 */
export const codeInViewAttribute = "data-code-in-view";

/** The window property the inline loader sets at the first interaction. */
export const interactedFlag = "__interacted";
