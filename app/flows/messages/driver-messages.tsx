import { usePostFetcher } from "~/components/post-on-page";
import { RefusedPhotos } from "~/components/refused-photos";
import { cn } from "~/lib/cn";
import { statusPostPath } from "~/lib/request-status";
import type { MessagePostResult } from "./message-post.server";
import { MessageForm, type MessageAnswer } from "./message-form";

/**
 * Under the status page's thread: what the driver's last message came to, and the form. The
 * answer comes from the form's fetcher (with JavaScript), or from the post's own address (a post
 * refused without JavaScript renders the status page with it). The fetcher lives here, outside
 * the form, which starts empty again each time the thread grows (`sent`).
 */
export function DriverMessages({
  token,
  posted,
  photosLeft,
  sent,
}: {
  token: string;
  posted?: MessageAnswer;
  photosLeft: number;
  /** How many messages the thread holds. */
  sent: number;
}) {
  const fetcher = usePostFetcher<MessageAnswer>("driver-message");
  const answer = fetcher.data ?? posted;
  return (
    <>
      {answer ? <MessagePostOutcome result={answer} /> : null}
      <MessageForm fetcher={fetcher} action={statusPostPath(token, "message")} draft={answer?.draft} photosLeft={photosLeft} key={sent} />
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
