import { MessageSquare, Smartphone } from "lucide-react";
import { cn } from "~/lib/cn";

/** One message as a thread shows it: who, when (already in Toronto time), how, and the words. */
export interface ThreadMessage {
  id: number;
  mine: boolean;
  who: string;
  at: string;
  byText: boolean;
  body: string;
  /** Photos sent with it, as links (the owner's page) or a count (the driver's). */
  photos?: readonly { href: string; label: string }[];
  photoCount?: number;
}

/** The messages between the driver and the dispatcher, oldest first, as a list a screen reader reads in order. */
export function MessageThread({ messages, label }: { messages: readonly ThreadMessage[]; label: string }) {
  if (messages.length === 0) return null;
  return (
    <ol className="mt-3 grid gap-3" aria-label={label}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            "max-w-prose rounded-md border-2 p-3",
            message.mine ? "border-steel-light bg-white sm:ml-8" : "border-steel bg-paper sm:mr-8",
          )}
        >
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-steel">
            {message.byText ? (
              <Smartphone aria-hidden="true" className="size-4" />
            ) : (
              <MessageSquare aria-hidden="true" className="size-4" />
            )}
            <strong className="text-ink">{message.who}</strong>
            <span>
              {message.at}
              {message.byText ? " · by text" : ""}
            </span>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
          {message.photos && message.photos.length > 0 ? (
            <p className="mt-1 flex flex-wrap gap-3">
              {message.photos.map((photo) => (
                <a key={photo.href} href={photo.href} className="inline-flex min-h-11 items-center font-semibold underline">
                  {photo.label}
                </a>
              ))}
            </p>
          ) : message.photoCount ? (
            <p className="mt-1 text-sm text-steel">
              {message.photoCount} photo{message.photoCount === 1 ? "" : "s"} sent
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
