import type { Estimate } from "../estimates/store";
import { formatCad } from "~/lib/money";
import { requestEventWords } from "~/lib/request-events";
import { formatTorontoTime } from "~/lib/format-date";
import { statusPath as statusPathOf } from "~/lib/request-status";
import { sourceOfHost } from "../counts/sources";
import type { RequestEvent, RequestSource, StoredRequest } from "./store";

/** Removes terminal control sequences, so a hostile message can't rewrite the owner's screen. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "");
}

function when(iso: string): string {
  return formatTorontoTime(iso, { year: true });
}

/** The address of a request's private status page. */
const statusPath = (request: Pick<StoredRequest, "statusToken">) => statusPathOf(request.statusToken);

/** What `--json` prints per request: the fields a script relies on, then what the kind adds. */
function requestAsJson(request: StoredRequest, photos = 0) {
  const { id, requestId, kind, status, spam, spamReason, suspect, name, email, phone, message, createdAt, notifiedAt } = request;
  return {
    id,
    requestId,
    kind,
    status,
    spam,
    spamReason,
    suspect,
    name,
    email,
    phone,
    message,
    createdAt,
    notifiedAt,
    statusPath: statusPath(request),
    ...(request.details ?? {}),
    photos,
    source: request.source,
  };
}

export function leadsAsJson(requests: readonly StoredRequest[], photoCounts: ReadonlyMap<number, number> = new Map()): string {
  return `${JSON.stringify(
    requests.map((request) => requestAsJson(request, photoCounts.get(request.id) ?? 0)),
    null,
    2,
  )}\n`;
}

/**
 * A cell a spreadsheet will not run as a formula: one starting with = + - @ or a control
 * character is prefixed with ', and one holding a separator of any locale (a comma, or the
 * semicolon many European spreadsheets split on) is quoted, so no part of it starts a cell of its own.
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Each version of a request's estimate in one cell: "v1 $418.09 approved by Jane Roy, PO 4411, 2026-11-27T…; v2 $519.78 waiting". */
export function estimatesCell(estimates: readonly Estimate[] | undefined): string {
  return (estimates ?? [])
    .map((estimate) => {
      const decided =
        estimate.decision === "approved"
          ? `approved by ${estimate.decidedName ?? ""}${estimate.poNumber ? `, PO ${estimate.poNumber}` : ""}, ${estimate.decidedAt ?? ""}`
          : estimate.decision === "declined"
            ? `declined ${estimate.decidedAt ?? ""}${estimate.declineReason ? `: ${estimate.declineReason}` : ""}`
            : estimate.version < (estimates ?? []).length
              ? "replaced before a decision"
              : "waiting for approval";
      return `v${estimate.version} ${formatCad(estimate.totalCents)} ${decided}`;
    })
    .join("; ");
}

/** A roadside request's stored details, read defensively (an older or forgotten row may lack parts). */
function roadsideDetails(request: StoredRequest) {
  const details = (request.kind === "roadside" ? (request.details ?? {}) : {}) as {
    location?: { road?: string; direction?: string; landmark?: string; latitude?: number | null; longitude?: number | null };
    truck?: { unit?: string; make?: string };
    problems?: string[];
    load?: string;
  };
  return {
    road: details.location?.road ?? "",
    direction: details.location?.direction ?? "",
    landmark: details.location?.landmark ?? "",
    latitude: details.location?.latitude ?? null,
    longitude: details.location?.longitude ?? null,
    unit: details.truck?.unit ?? "",
    make: details.truck?.make ?? "",
    problems: Array.isArray(details.problems) ? details.problems.join("; ") : "",
    load: details.load ?? "",
  };
}

export function leadsAsCsv(requests: readonly StoredRequest[], estimates: ReadonlyMap<number, Estimate[]> = new Map()): string {
  const header = [
    ...["id", "createdAt", "kind", "status", "name", "phone", "email", "message", "notifiedAt", "suspect", "spam", "estimates"],
    ...["page", "referrer", "utmSource", "utmCampaign"],
    ...["road", "direction", "landmark", "latitude", "longitude", "unit", "make", "problems", "load"],
  ];
  const lines = requests.map((r) => {
    const roadside = roadsideDetails(r);
    return [
      r.id,
      r.createdAt,
      r.kind,
      r.status,
      r.name,
      r.phone,
      r.email,
      r.message,
      r.notifiedAt,
      r.suspect,
      r.spam,
      estimatesCell(estimates.get(r.id)),
      r.source.page,
      r.source.referrerHost,
      r.source.utmSource,
      r.source.utmCampaign,
      roadside.road,
      roadside.direction,
      roadside.landmark,
      roadside.latitude,
      roadside.longitude,
      roadside.unit,
      roadside.make,
      roadside.problems,
      roadside.load,
    ]
      .map(csvCell)
      .join(",");
  });
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

function marks(request: StoredRequest): string {
  return [request.spam ? `SPAM: ${request.spamReason ?? "marked"}` : null, request.suspect ? "SUSPECT: busy address" : null]
    .filter(Boolean)
    .map((mark) => `  [${mark}]`)
    .join("");
}

function emailState(request: StoredRequest, emailConfigured: boolean): string {
  if (request.spam) return "not e-mailed (spam)";
  if (request.notifiedAt) return `e-mailed ${when(request.notifiedAt)}`;
  if (!emailConfigured) return "e-mail not configured";
  const failures = request.notifyAttempts
    ? ` (${request.notifyAttempts} failed attempts: ${printable(request.lastNotifyError ?? "")})`
    : "";
  return `NOT YET E-MAILED${failures}`;
}

function block(request: StoredRequest, emailConfigured: boolean): string {
  const roadside = request.kind === "roadside" ? roadsideDetails(request) : null;
  const where = roadside
    ? [
        [roadside.road && roadside.road !== "Other" ? `Hwy ${roadside.road}` : roadside.road, roadside.direction, roadside.landmark]
          .filter(Boolean)
          .join(" "),
        roadside.latitude !== null && roadside.longitude !== null ? `(${roadside.latitude}, ${roadside.longitude})` : "",
      ]
        .filter(Boolean)
        .join(" ")
    : "";
  const truck = roadside ? [roadside.unit && `unit ${roadside.unit}`, roadside.make].filter(Boolean).join(", ") : "";
  return [
    `#${request.id}  ${request.kind}  ${when(request.createdAt)}  status: ${request.status}  [${emailState(request, emailConfigured)}]${marks(request)}`,
    `  Name:  ${printable(request.name)}`,
    `  Phone: ${printable(request.phone)}`,
    ...(request.email ? [`  Email: ${printable(request.email)}`] : []),
    ...(roadside
      ? [
          `  Where:    ${printable(where) || "(not given)"}`,
          `  Problems: ${printable(roadside.problems) || "(none ticked)"}`,
          ...(roadside.load ? [`  Load:     ${printable(roadside.load)}`] : []),
          ...(truck ? [`  Truck:    ${printable(truck)}`] : []),
        ]
      : []),
    ...(request.message
      ? printable(request.message)
          .split("\n")
          .map((line, index) => (index === 0 ? `  Message: ${line}` : `           ${line}`))
      : []),
  ].join("\n");
}

/** A readable listing for the terminal, newest first. */
export function leadsAsText(requests: readonly StoredRequest[], { emailConfigured }: { emailConfigured: boolean }): string {
  if (requests.length === 0) return "No requests yet.\n";
  const pending = requests.filter((request) => !request.notifiedAt && !request.spam).length;
  const blocks = requests.map((request) => block(request, emailConfigured));
  const summary = `${requests.length} request${requests.length === 1 ? "" : "s"}${emailConfigured ? `, ${pending} not yet e-mailed` : ""}.`;
  return `${blocks.join("\n\n")}\n\n${summary}\n`;
}

/** A history line's words inside a sentence of the terminal's: "e-mailed to the owner". */
const eventWords = (type: RequestEvent["type"]) => requestEventWords[type].charAt(0).toLowerCase() + requestEventWords[type].slice(1);

/**
 * Where a request came from, in one line: "Sent from /contact · visit from www.google.ca (search:
 * Google) · utm_source flyer, utm_campaign spring". What is not known says so.
 */
export function sourceWords(source: RequestSource): string {
  const host = source.referrerHost;
  const grouped = host ? sourceOfHost(host, []) : null;
  const visit =
    host === null
      ? "visit from: not known"
      : host === ""
        ? "visit with no referring site (typed, bookmarked or an app)"
        : `visit from ${host}${grouped !== host.replace(/^(www|m)\./, "") ? ` (${grouped})` : ""}`;
  const campaign = source.utmSource
    ? `utm_source ${source.utmSource}${source.utmCampaign ? `, utm_campaign ${source.utmCampaign}` : ""}`
    : null;
  return [`Sent from ${source.page ?? "a page not known"}`, visit, campaign].filter(Boolean).join(" · ");
}

/** One request with everything that happened to it. */
export function requestWithHistory(
  request: StoredRequest,
  history: readonly RequestEvent[],
  { emailConfigured }: { emailConfigured: boolean },
): string {
  const details = request.details ? `\n  Details: ${printable(JSON.stringify(request.details, null, 2)).replace(/\n/g, "\n  ")}` : "";
  const lines = history.map((event) => {
    const who = event.actor ? ` (${printable(event.actor)})` : "";
    const detail = event.detail ? `: ${printable(event.detail)}` : "";
    return `  ${when(event.at)}  ${eventWords(event.type)}${detail}${who}`;
  });
  return [
    block(request, emailConfigured) + details,
    `  Received: ${when(request.createdAt)}`,
    `  Came from: ${printable(sourceWords(request.source))}`,
    `  Status page: ${statusPath(request)}`,
    "",
    "History:",
    ...(lines.length > 0 ? lines : ["  nothing yet"]),
    "",
  ].join("\n");
}
