import type { StoredRequest } from "~/.server/requests/store";
import { quotedText } from "~/flows/request-form/quoted-text";
import { formatTorontoTime } from "~/lib/format-date";
import { mapLinkOf } from "~/lib/map-link";
import { ownerRequestPath, requestReference, statusPath } from "~/lib/request-status";
import type { RequestDescription } from "~/.server/requests/email";
import { highwayLabel, needs911 } from "~/flows/roadside/roadside-fields";
import type { RoadsideDetails } from "~/flows/roadside/roadside-request.server";

/** The roadside details as stored; an older or hand-edited row may lack parts. */
export function roadsideOf(request: StoredRequest): RoadsideDetails {
  const details = (request.details ?? {}) as Partial<RoadsideDetails>;
  return {
    location: {
      latitude: null,
      longitude: null,
      accuracyMeters: null,
      road: "",
      direction: "",
      landmark: "",
      nearestCity: null,
      ...details.location,
    },
    truck: { unit: "", make: "", model: "", plate: "", ...details.truck },
    problems: Array.isArray(details.problems) ? details.problems : [],
    details: details.details ?? request.message,
    load: details.load ?? "",
    urgent: details.urgent === true,
  };
}

/** "Highway 401 Eastbound", else where the coordinates are, else the landmark. */
function whereInShort({ location }: RoadsideDetails): string {
  if (location.road && location.road !== "Other") return [highwayLabel(location.road), location.direction].filter(Boolean).join(" ");
  return location.nearestCity ?? (location.landmark || "location in the e-mail");
}

/** A dispatcher triages from a lock screen: where, what, and the number to call. */
function roadsideSubject(request: StoredRequest): string {
  const roadside = roadsideOf(request);
  const mark = request.suspect ? "[CHECK: busy address] " : "";
  return `${mark}ROADSIDE: ${whereInShort(roadside)} · ${roadside.problems[0] ?? "Problem not given"} · ${request.phone}`;
}

function roadsideText(request: StoredRequest, siteUrl: string, photos: number): string {
  const { location, truck, problems, details, load, urgent } = roadsideOf(request);
  const line = (label: string, value: string | null | undefined) => (value ? [`${`${label}:`.padEnd(13)}${value}`] : []);
  const { latitude, longitude } = location;
  const hasFix = latitude !== null && longitude !== null;
  return [
    `Roadside request from the website: reference ${requestReference(request)} (#${request.id}).`,
    ...(needs911({ load, urgent })
      ? ["", `!! The driver was told to call 911 first: ${urgent ? "someone is hurt or the truck blocks a live lane" : "dangerous goods"}.`]
      : []),
    ...(request.suspect ? ["", "Note: several requests came from this sender's internet address in the last few minutes."] : []),
    "",
    ...line("Phone", request.phone),
    ...line("Name", request.name),
    ...line("Sent", `${formatTorontoTime(request.createdAt, { year: true })} (Toronto time)`),
    "",
    "WHERE",
    ...(hasFix
      ? [
          ...line(
            "Coordinates",
            `${latitude}, ${longitude}${location.accuracyMeters !== null ? ` (within about ${location.accuracyMeters} m)` : ""}`,
          ),
          ...line("Near", location.nearestCity),
          ...line("Geo link", `geo:${latitude},${longitude}`),
        ]
      : []),
    ...line("Road", location.road ? [highwayLabel(location.road), location.direction].filter(Boolean).join(" ") : ""),
    ...line("Landmark", location.landmark),
    // A map for the coordinates, or for the road, direction and landmark typed.
    ...line("Map", mapLinkOf(location)),
    "",
    "TRUCK",
    ...line("Unit", truck.unit),
    ...line("Make", truck.make),
    ...line("Model/year", truck.model),
    ...line("Plate", truck.plate),
    ...(truck.unit || truck.make || truck.model || truck.plate ? [] : ["(not given)"]),
    "",
    "WHAT'S WRONG",
    ...(problems.length > 0 ? problems.map((problem) => `- ${problem}`) : ["(nothing ticked)"]),
    ...(details ? ["", "In the driver's words:", quotedText(details)] : []),
    "",
    ...line("Load", load || "(not given)"),
    ...line("Photos", photos > 0 ? `${photos} attached` : "none yet (photos sent later come in a separate e-mail)"),
    "",
    `Open it in the inbox: ${new URL(ownerRequestPath(request.id), siteUrl).href}`,
    `The driver's status page: ${new URL(statusPath(request.statusToken), siteUrl).href}`,
  ].join("\n");
}

/** The owner's e-mail for a roadside request: the subject a dispatcher triages from, and every field. */
export const describeRoadside: RequestDescription = (request, { siteUrl, photos }) => ({
  subject: roadsideSubject(request),
  text: roadsideText(request, siteUrl, photos),
});
