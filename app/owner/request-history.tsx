import { requestEventWords, type RequestEventType } from "~/lib/request-events";
import { RequestSection } from "~/components/request-section";

interface RequestHistoryProps {
  receivedAt: string;
  events: readonly { id: number; at: string; type: RequestEventType; actor: string | null; detail: string | null }[];
}

/** Everything that happened to a request, oldest first, with who did it. */
export function RequestHistory({ receivedAt, events }: RequestHistoryProps) {
  return (
    <RequestSection id="history-heading" title="History" className="mt-8">
      <ol className="mt-2 grid gap-1">
        <li>{receivedAt}: received from the website</li>
        {events.map((event) => (
          <li key={event.id}>
            {event.at}: {requestEventWords[event.type]}
            {event.detail ? `: ${event.detail}` : ""}
            {event.actor ? ` (${event.actor})` : ""}
          </li>
        ))}
      </ol>
    </RequestSection>
  );
}
