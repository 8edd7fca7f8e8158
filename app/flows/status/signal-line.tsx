import { RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { LastKnownData } from "~/lib/last-known-data";
import { useAutoRevalidate } from "~/lib/use-auto-revalidate";
import { useHydrated } from "~/lib/use-hydrated";
import { phoneClock } from "~/lib/phone-clock";

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/**
 * How the page keeps up: with JavaScript it updates in place every few seconds while the page is
 * in view, and the driver can stop it (WCAG 2.2.2; a meta refresh would reload the page with no
 * way to stop it). While it cannot (the phone is offline, or a refresh failed) it says so, and
 * when it last heard from us, instead of claiming to update itself. Without JavaScript, a link
 * checks again.
 */
export function SignalLine({ seconds, refresh }: { seconds: number; refresh: LastKnownData }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [updating, setUpdating] = useState(true);
  useAutoRevalidate(seconds, updating);
  const { failing, loadedAt } = useSyncExternalStore(refresh.subscribe, refresh.state, refresh.state);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const revalidator = useRevalidator();
  // The signal back: the page catches up at once rather than at its next turn.
  useEffect(() => {
    if (online && failing && updating && revalidator.state === "idle") void revalidator.revalidate();
    // Only when the phone comes back online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);

  if (!hydrated) {
    return (
      <p className="mt-6">
        <a href={pathname} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
          <RefreshCw aria-hidden="true" className="size-4" />
          Check for updates
        </a>
      </p>
    );
  }
  const noSignal = failing || !online;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-3 text-steel">
      {noSignal ? <WifiOff aria-hidden="true" className="size-4 text-ink" /> : <RefreshCw aria-hidden="true" className="size-4" />}
      <span role="status" className={noSignal ? "font-semibold text-ink" : undefined}>
        {noSignal
          ? `No signal · last updated ${phoneClock(loadedAt)}`
          : updating
            ? `This page updates itself every ${seconds} seconds.`
            : "Updates are paused."}
      </span>
      <button type="button" onClick={() => setUpdating(!updating)} className="min-h-11 font-semibold text-ink underline">
        {updating ? "Stop updating" : "Start updating"}
      </button>
      {/* data-discover: React Router learns this page's route from it at once, while there is signal;
          otherwise its first refresh asks for it, and with no signal that ends on the error screen. */}
      <a
        href={pathname}
        data-discover="true"
        onClick={(event) => {
          event.preventDefault();
          if (revalidator.state === "idle") void revalidator.revalidate();
        }}
        className="inline-flex min-h-11 items-center font-semibold text-ink underline"
      >
        Check now
      </a>
    </p>
  );
}
