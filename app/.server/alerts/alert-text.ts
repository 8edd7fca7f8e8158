import type { StoredRequest } from "../requests/store";

/** What an alert on the owner's lock screen says: the flows write it (app/flows/describe-request.ts). */
export interface AlertText {
  title: string;
  body: string;
}

export type AlertDescription = (request: StoredRequest) => AlertText;

/** What the service worker receives, encrypted to the device: the text, and where a tap goes. */
export interface AlertPayload extends AlertText {
  /** One notification per request: an escalation or update replaces it rather than stacking. */
  tag: string;
  /** The request's page in the inbox (the sign-in first when needed). */
  url: string;
  /** The driver's phone, for "Call driver". */
  tel: string;
  /** Roadside alerts stay on screen until dismissed. */
  requireInteraction: boolean;
  /** 0 for the first alert, then each escalation round. */
  round: number;
}

/** A phone number as a tel: link: digits and a leading +, a North American number made E.164. */
function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}

export function alertPayload(
  request: StoredRequest,
  describe: AlertDescription,
  round: number,
  message?: { body: string; via: "page" | "text" | "decision" | "payment" },
): AlertPayload {
  const text = message
    ? {
        title:
          message.via === "decision"
            ? `Estimate decision on ${request.kind === "roadside" ? "R" : "Q"}-${request.id}`
            : message.via === "payment"
              ? `Payment on ${request.kind === "roadside" ? "R" : "Q"}-${request.id}`
              : `Message from the driver of ${request.kind === "roadside" ? "R" : "Q"}-${request.id}${message.via === "text" ? " (by text)" : ""}`,
        body: message.body.slice(0, 300),
      }
    : describe(request);
  return {
    title: round > 0 ? `STILL WAITING · ${text.title}` : text.title,
    body: text.body,
    tag: `request-${request.id}`,
    url: `/owner/requests/${request.id}`,
    tel: telLink(request.phone),
    requireInteraction: request.kind === "roadside",
    round,
  };
}
