import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Reloads the page's data every `seconds` while the page is in view and the phone online (new requests, status changes). */
export function useAutoRevalidate(seconds: number, enabled = true): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      // Not while the phone says it is offline: the refresh cannot go, and a failed one may end on an error screen.
      if (document.visibilityState === "visible" && navigator.onLine && revalidator.state === "idle") void revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, enabled, revalidator]);
}
