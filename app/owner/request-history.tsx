import { requestEventWords, type RequestEventType } from "~/lib/request-events";
import { RequestSection } from "~/components/request-section";
import { splitHistoryDetail } from "./history-detail";

interface RequestHistoryProps {
  receivedAt: string;
  events: readonly { id: number; at: string; type: RequestEventType; actor: string | null; detail: string | null; step?: string | null }[];
}

/**
 * Everything that happened to a request, oldest first, with who did it, in plain words: what a
 * provider answered (a text's message id, a mail server's reply) folds away under the line.
 */
export function RequestHistory({ receivedAt, events }: RequestHistoryProps) {
  return (
    <RequestSection id="history-heading" title="History" className="mt-8">
      <ol className="mt-2 grid gap-1">
        <li>{receivedAt}: received from the website</li>
        {events.map((event) => {
          const { words, technical } = splitHistoryDetail(event.detail);
          // A step of the job a member took says who did it: "On the way: Mike".
          if (event.step) {
            return (
              <li key={event.id}>
                {event.at}: {event.step}
              </li>
            );
          }
          return (
            <li key={event.id}>
              {event.at}: {requestEventWords[event.type]}
              {words ? `: ${words}` : ""}
              {event.actor ? ` (${event.actor})` : ""}
              {technical ? (
                <details className="ml-4 inline-block text-sm text-steel">
                  <summary className="inline-flex min-h-6 cursor-pointer items-center underline">the provider&apos;s answer</summary>
                  {technical}
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </RequestSection>
  );
}
