import { RequestSection } from "~/flows/owner/request-section";
const eventWords = {
  "email-sent": "E-mailed to the owner",
  "email-failed": "E-mail failed",
  status: "Status set to",
  note: "Note",
  spam: "Marked spam",
  "not-spam": "Released from spam",
  acknowledged: "Seen",
  "alert-sent": "Phone alerted",
  "alert-failed": "Phone alert failed",
  "alert-device-gone": "Phone no longer subscribed, removed",
  escalated: "Not yet seen: alerted again",
  dispatch: "Status and arrival set to",
  "text-sent": "Texted to the driver",
  "text-failed": "Text to the driver failed",
  "text-cancelled": "Text to the driver not sent",
  estimate: "Estimate sent",
  "estimate-approved": "Estimate approved",
  "estimate-declined": "Estimate declined",
  review: "Review received",
  "review-edited": "Review changed by the customer",
  "review-published": "Review published",
  "review-hidden": "Review hidden",
  "review-reply": "Public reply to the review",
  forgotten: "Forgotten",
} as const;

interface RequestHistoryProps {
  receivedAt: string;
  events: readonly { id: number; at: string; type: keyof typeof eventWords; actor: string | null; detail: string | null }[];
}

/** Everything that happened to a request, oldest first, with who did it. */
export function RequestHistory({ receivedAt, events }: RequestHistoryProps) {
  return (
    <RequestSection id="history-heading" title="History" className="mt-8">
      <ol className="mt-2 grid gap-1">
        <li>{receivedAt}: received from the website</li>
        {events.map((event) => (
          <li key={event.id}>
            {event.at}: {eventWords[event.type]}
            {event.detail ? `: ${event.detail}` : ""}
            {event.actor ? ` (${event.actor})` : ""}
          </li>
        ))}
      </ol>
    </RequestSection>
  );
}
