import { Link } from "react-router";

interface NewMessagesProps {
  threads: readonly { id: number; reference: string; unread: number; at: string; latest: string }[];
}

/** Requests whose driver wrote and no owner has read it: first in the inbox, the latest on top. */
export function NewMessages({ threads }: NewMessagesProps) {
  if (threads.length === 0) return null;
  return (
    <section aria-labelledby="messages-heading" className="mt-4 rounded-md border-2 border-ink bg-hivis p-3">
      <h2 id="messages-heading" className="text-2xl font-bold uppercase">
        New messages: {threads.length}
      </h2>
      <ul className="mt-2 grid gap-2">
        {threads.map((thread) => (
          <li key={thread.id} className="border-t border-ink/30 pt-2 first:border-t-0 first:pt-0">
            <Link to={`/owner/requests/${thread.id}#thread-heading`} className="block min-h-11 font-semibold underline">
              {thread.reference} · {thread.unread} new · {thread.at}
              <span className="block font-normal">{thread.latest.length > 140 ? `${thread.latest.slice(0, 140)}…` : thread.latest}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface UnmatchedTextsProps {
  texts: readonly { id: number; from: string; at: string; body: string }[];
}

/** Texts to the business number from numbers no open request has: read here, answered by a call. */
export function UnmatchedTexts({ texts }: UnmatchedTextsProps) {
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby="unmatched-heading" className="mt-8">
      <h2 id="unmatched-heading" className="text-2xl font-bold uppercase">
        Texts from other numbers
      </h2>
      <p className="text-steel">Texts of the last 7 days from numbers with no open request, or with more than one. Call them back.</p>
      <ul className="mt-2 grid gap-2">
        {texts.map((text) => (
          <li key={text.id} className="rounded-md border-2 border-steel-light bg-white p-3">
            <a href={`tel:${text.from}`} className="inline-flex min-h-11 items-center font-semibold underline">
              {text.from}
            </a>{" "}
            <span className="text-steel">{text.at}</span>
            <p className="break-words whitespace-pre-line">{text.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
