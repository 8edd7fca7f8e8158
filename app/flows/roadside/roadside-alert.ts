import type { AlertText } from "~/.server/alerts/alert-text";
import type { StoredRequest } from "~/.server/requests/store";
import { roadsideOf } from "~/flows/roadside/roadside-email";
import { requestReference } from "~/lib/request-status";

const directionShort: Record<string, string> = { Eastbound: "EB", Westbound: "WB", Northbound: "NB", Southbound: "SB" };

/** "ROADSIDE R-12 · Hwy 401 EB near Exit 109, Belle River": where, in a lock screen's line. */
export function roadsideAlert(request: StoredRequest): AlertText {
  const { location, problems, load, urgent } = roadsideOf(request);
  const road = location.road && location.road !== "Other" ? (/^\d+$/.test(location.road) ? `Hwy ${location.road}` : location.road) : "";
  const onRoad = [road, directionShort[location.direction] ?? ""].filter(Boolean).join(" ");
  const near = location.landmark ? `near ${location.landmark}` : location.nearestCity ? location.nearestCity : "";
  const where = [onRoad, near].filter(Boolean).join(" ") || "location by GPS";
  return {
    title: `ROADSIDE ${requestReference(request)} · ${where}`,
    body: [urgent ? "HURT OR IN A LIVE LANE" : "", problems[0] ?? "Problem not given", load, request.phone].filter(Boolean).join(" · "),
  };
}
