import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Reloads the page's data every `seconds` while the page is in view (new requests, status changes). */
export function useAutoRevalidate(seconds: number, enabled = true): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, enabled, revalidator]);
}
