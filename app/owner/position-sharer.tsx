import { LocateFixed } from "lucide-react";
import { useEffect, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { sharePosition, type SharingState } from "./share-position";

const sharingWords: Record<SharingState, string> = {
  asking: "Asking the phone for its position…",
  sharing: "Sharing your position with the driver while you are on the way (every 20 s; deleted when you tap Arrived).",
  refused: "The phone's location is off for this site: the driver sees the arrival time only.",
  unavailable: "This phone gives no position now: the driver sees the arrival time only.",
  ended: "Position sharing ended.",
};

/**
 * On the assigned technician's job screen while the job is on the way: sends the phone's position
 * (share-position.ts) and says so. Without JavaScript nothing is sent and the page says nothing
 * of it: the driver sees the arrival time as before.
 */
export function PositionSharer({ requestId, active }: { requestId: number; active: boolean }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<SharingState>("asking");
  useEffect(() => (active ? sharePosition(`/owner/requests/${requestId}/location`, setState) : undefined), [active, requestId]);
  if (!active || !hydrated) return null;
  return (
    <p role="status" className="mt-2 flex items-start gap-2 text-sm font-semibold" data-sharing={state}>
      <LocateFixed aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {sharingWords[state]}
    </p>
  );
}
