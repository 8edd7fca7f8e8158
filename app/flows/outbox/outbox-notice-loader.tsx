import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadWhenOnline } from "~/loading/load-when-online";
import { outboxChangeEvent, outboxFlag } from "~/flows/outbox/outbox-flag";

/** With no signal the chunk may not load yet: it is tried again once the phone is back online. */
const OutboxNotice = lazy(() => loadWhenOnline(() => import("~/flows/outbox/outbox-notice")));

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
