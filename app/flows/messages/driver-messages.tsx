import { RefusedPhotos } from "~/components/refused-photos";
import { FormAlert } from "~/components/ui/forms";
import { KeptPostLine } from "~/flows/outbox/kept-post-line";
import { keptField, useKeptPost, type KeptAnswer, type KeptPost } from "~/flows/outbox/kept-posts";
import { cn } from "~/lib/cn";
import { statusPostPath } from "~/lib/request-status";
import type { MessagePostResult } from "./message-post.server";
import { MessageForm, type MessageAnswer } from "./message-form";

/**
 * Under the status page's thread: the messages kept on the phone with no signal (saved, then
 * sent with the time), what the driver's last message came to, and the form. The answer comes
 * from the form's own post (with JavaScript), or from the post's own address (a post refused
 * without JavaScript renders the status page with it). The form starts empty again each time
 * the thread grows (`sent`) or a message is kept.
 */
export function DriverMessages({
  token,
  posted,
  photosLeft,
  sent,
  kept,
}: {
  token: string;
  posted?: MessageAnswer;
  photosLeft: number;
  /** How many messages the thread holds. */
  sent: number;
  /** The page's messages kept on the phone. */
  kept: readonly KeptPost[];
}) {
  const post = useKeptPost<MessageAnswer>("message", token);
  const answer: MessageAnswer | KeptAnswer | undefined = post.answer ?? posted;
  const shown = answer && "kept" in answer ? undefined : answer;
  return (
    <>
      {kept.length > 0 ? (
        <ol className="mt-3 grid gap-3" aria-label="Messages kept on this phone" aria-live="polite">
          {kept.map((message) => (
            <li key={message.key} className="grid gap-2">
              {/* Sent, it is in the thread above: only when it went is said here. */}
              {message.sentAt ? null : (
                <p className="max-w-prose rounded-md border-2 border-dashed border-steel bg-white p-3 break-words whitespace-pre-line sm:ml-8">
                  {keptField(message, "message") || "(photos)"}
                  {message.photos > 0 ? (
                    <span className="mt-1 block text-sm text-steel">{`${message.photos} photo${message.photos === 1 ? "" : "s"} with it`}</span>
                  ) : null}
                </p>
              )}
              <KeptPostLine post={message} what="Your message" className="sm:ml-8" />
            </li>
          ))}
        </ol>
      ) : null}
      {answer && "kept" in answer ? (
        answer.kept ? (
          answer.photosKept === false ? (
            <FormAlert className="mt-4">
              This phone had no room for the photos: they were not kept. Send them again when you have signal.
            </FormAlert>
          ) : null
        ) : (
          <FormAlert className="mt-4">
            Your message could not be sent, and this phone could not keep it. Call us, or send it as a text message.
          </FormAlert>
        )
      ) : null}
      {shown && (!shown.ok || shown.photos.some((photo) => !photo.ok)) ? <MessagePostOutcome result={shown} /> : null}
      <MessageForm
        post={post}
        action={statusPostPath(token, "message")}
        draft={shown?.draft}
        photosLeft={photosLeft}
        threadLength={sent}
        key={`${sent}-${post.round}`}
      />
    </>
  );
}

/** A message not sent, or sent with photos not kept: what and why, read out. */
function MessagePostOutcome({ result }: { result: MessagePostResult }) {
  const refused = result.photos.filter((photo) => !photo.ok);
  return (
    <div
      role="alert"
      className={cn(
        "mt-4 rounded-md border-2 bg-white p-4",
        result.draft === undefined && refused.length > 0 ? "border-ink" : "border-danger",
      )}
    >
      <p className="font-bold">{result.error}</p>
      <RefusedPhotos photos={result.photos} />
    </div>
  );
}
