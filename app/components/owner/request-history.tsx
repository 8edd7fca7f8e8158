const eventWords = {
  "email-sent": "E-mailed to the owner",
  "email-failed": "E-mail failed",
  status: "Status set to",
  note: "Note",
  spam: "Marked spam",
  "not-spam": "Released from spam",
} as const;

interface RequestHistoryProps {
  receivedAt: string;
  events: readonly { id: number; at: string; type: keyof typeof eventWords; actor: string | null; detail: string | null }[];
}

/** Everything that happened to a request, oldest first, with who did it. */
export function RequestHistory({ receivedAt, events }: RequestHistoryProps) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-2xl font-bold uppercase">
        History
      </h2>
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
    </section>
  );
}
