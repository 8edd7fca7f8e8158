import { createHash } from "node:crypto";
import path from "node:path";
import { siteConfig } from "~/config/site";
import { requestReference, statusPath } from "~/lib/request-status";
import { highwayLabel, needs911 } from "~/lib/roadside-fields";
import type { RoadsideDetails } from "~/lib/roadside-request.server";
import type { RequestPhoto, StoredRequest } from "./store";

interface Addresses {
  from: string;
  to: string;
  /** The public origin: names the Message-ID's domain and the status page's address. */
  siteUrl: string;
  /** Where the photos' files are. */
  uploadsDir?: string;
}

const when = (iso: string) => `${new Date(iso).toLocaleString("en-CA", { timeZone: siteConfig.timeZone })} (Toronto time)`;

/** The Message-ID of a request's first e-mail, from its request id: a second send looks like the same message. */
function messageIdOf(request: StoredRequest, siteUrl: string, suffix = "") {
  const idHash = createHash("sha256")
    .update(request.requestId + suffix)
    .digest("hex")
    .slice(0, 24);
  return `<request-${idHash}@${new URL(siteUrl).hostname}>`;
}

const attachmentsOf = (request: StoredRequest, photos: readonly RequestPhoto[], uploadsDir: string | undefined, first = 1) =>
  uploadsDir
    ? photos.map((photo, index) => ({
        filename: `${requestReference(request)}-photo-${first + index}.jpg`,
        path: path.join(uploadsDir, photo.file),
        contentType: photo.contentType,
      }))
    : [];

/** The roadside details as stored; an older or hand-edited row may lack parts. */
function roadsideOf(request: StoredRequest): RoadsideDetails {
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
export function roadsideSubject(request: StoredRequest): string {
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
    ...line("Sent", when(request.createdAt)),
    "",
    "WHERE",
    ...(hasFix
      ? [
          ...line(
            "Coordinates",
            `${latitude}, ${longitude}${location.accuracyMeters !== null ? ` (within about ${location.accuracyMeters} m)` : ""}`,
          ),
          ...line("Near", location.nearestCity),
          ...line("Map", `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`),
          ...line("Geo link", `geo:${latitude},${longitude}`),
        ]
      : []),
    ...line("Road", location.road ? [highwayLabel(location.road), location.direction].filter(Boolean).join(" ") : ""),
    ...line("Landmark", location.landmark),
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
    ...(details ? ["", details] : []),
    "",
    ...line("Load", load || "(not given)"),
    ...line("Photos", photos > 0 ? `${photos} attached` : "none yet (photos sent later come in a separate e-mail)"),
    "",
    `The driver's status page: ${new URL(statusPath(request.statusToken), siteUrl).href}`,
    `Move it on: npm run leads -- --status ${request.id} dispatched   (then on-the-way, done)`,
  ].join("\n");
}

function quoteText(request: StoredRequest): string {
  return [
    `New quote request from the website (#${request.id}).`,
    ...(request.suspect
      ? [
          "",
          "Note: several requests came from this sender's internet address in the last few minutes.",
          "It may be a fleet sending one per truck, drivers sharing a mobile network, or a bot.",
        ]
      : []),
    "",
    `Name:    ${request.name}`,
    `Phone:   ${request.phone}`,
    `Email:   ${request.email}`,
    `Sent:    ${when(request.createdAt)}`,
    "",
    "Message:",
    request.message,
    "",
    "Reply to this e-mail to answer the customer directly.",
  ].join("\n");
}

/**
 * The plain-text e-mail the owner receives for one request, with its photos attached. Its
 * Message-ID comes from the request id, so if a crash ever forces a second send, mail
 * programs see the same message.
 */
export function requestEmail(request: StoredRequest, { from, to, siteUrl, uploadsDir }: Addresses, photos: readonly RequestPhoto[] = []) {
  const roadside = request.kind === "roadside";
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    replyTo: request.email || undefined,
    messageId: messageIdOf(request, siteUrl),
    subject: roadside
      ? roadsideSubject(request)
      : `${request.suspect ? "[CHECK: busy address] " : ""}Quote request: ${request.name}, ${request.phone}`,
    text: roadside ? roadsideText(request, siteUrl, photos.length) : quoteText(request),
    attachments: attachmentsOf(request, photos, uploadsDir),
  };
}

/** Photos that arrived after the request's e-mail: a reply in the same thread. */
export function photosEmail(
  request: StoredRequest,
  { from, to, siteUrl, uploadsDir }: Addresses,
  photos: readonly RequestPhoto[],
  alreadySent: number,
) {
  const first = messageIdOf(request, siteUrl);
  return {
    from: `"${siteConfig.name} website" <${from}>`,
    to,
    messageId: messageIdOf(request, siteUrl, `:photos:${photos.map((photo) => photo.id).join(",")}`),
    inReplyTo: first,
    references: [first],
    subject: `Photos: ${request.kind === "roadside" ? roadsideSubject(request) : `Quote request: ${request.name}, ${request.phone}`}`,
    text: [
      `${photos.length} more photo${photos.length === 1 ? "" : "s"} for ${requestReference(request)} (#${request.id}), sent by the driver after the request.`,
      "",
      `The driver's status page: ${new URL(statusPath(request.statusToken), siteUrl).href}`,
    ].join("\n"),
    attachments: attachmentsOf(request, photos, uploadsDir, alreadySent + 1),
  };
}
