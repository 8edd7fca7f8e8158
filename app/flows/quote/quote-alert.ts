import type { AlertText } from "~/.server/alerts/alert-text";
import type { StoredRequest } from "~/.server/requests/store";
import { requestReference } from "~/lib/request-status";

/** "QUOTE Q-13 · Nadia Quote-Person": who, what they wrote, the number to call. */
export function quoteAlert(request: StoredRequest): AlertText {
  const message = request.message.replace(/\s+/g, " ").trim();
  return {
    title: `QUOTE ${requestReference(request)} · ${request.name || "no name"}`,
    body: [message.length > 100 ? `${message.slice(0, 99)}…` : message, request.phone].filter(Boolean).join(" · "),
  };
}
