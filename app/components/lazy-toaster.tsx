import { lazy, Suspense, useEffect, useState } from "react";
import { loadWhenOnline } from "~/loading/load-when-online";
import { subscribeToToasts } from "~/lib/toast-store";

const loadToaster = () => import("~/components/toaster");
/** With no signal the chunk may not load yet: it is tried again once the phone is back online. */
const Toaster = lazy(() => loadWhenOnline(loadToaster));

/** Starts loading the toast code ahead of need, e.g. when a visitor starts filling in a form. */
export function preloadToaster(): void {
  void loadToaster().catch(() => undefined);
}

/**
 * Mounts the toast region only once a toast is shown, so pages that never show
 * one never download its code.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => subscribeToToasts(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
