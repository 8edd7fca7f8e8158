import { lazy, Suspense, useSyncExternalStore } from "react";
import { outboxChangeEvent, outboxFlag } from "~/lib/outbox-flag";

const loadNotice = () => import("~/components/outbox-notice");
/** With no signal the chunk may not load yet: try again once the phone is back online. */
const OutboxNotice = lazy(() =>
  loadNotice().catch(
    () =>
      new Promise<Awaited<ReturnType<typeof loadNotice>>>((resolve) => {
        window.addEventListener("online", () => resolve(loadNotice()), { once: true });
      }),
  ),
);

function subscribe(onChange: () => void) {
  window.addEventListener(outboxChangeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(outboxChangeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const hasOutbox = () => {
  try {
    return localStorage.getItem(outboxFlag) === "1";
  } catch {
    return false;
  }
};

/** Loads the outbox's code only on a phone that holds a kept request (a flag in localStorage). */
export function OutboxNoticeLoader() {
  const needed = useSyncExternalStore(subscribe, hasOutbox, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <OutboxNotice />
    </Suspense>
  ) : null;
}
