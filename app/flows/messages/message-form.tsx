import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/forms";
import { maxMessageLength, messageAfterField } from "~/lib/messages";
import { postKeyField } from "~/lib/request-id";
import { photoField } from "~/lib/request-photos";
import type { MessagePostResult } from "./message-post.server";

/** What a post to /request/{token}/message came to, when it is not simply kept. */
export type MessageAnswer = { kind: "message" } & MessagePostResult;

/** The form's part of useKeptPost: its post key, its submit with JavaScript, whether it is sending. */
interface PostHandlers {
  assignKey: (form: HTMLFormElement | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
}

/**
 * The driver's message to the dispatcher, with photos: a multipart form posted to the message's
 * own address. Without JavaScript a plain post (the page comes back on the thread); with it, the
 * same post to its JSON twin, kept on the phone when there is no signal (useKeptPost). A refused
 * message comes back in it. Its key is made per fill of the form; without JavaScript the server
 * derives it from the post, the thread's length it was written after among it (`threadLength`).
 */
export function MessageForm({
  post,
  action,
  draft,
  photosLeft,
  threadLength,
}: {
  post: PostHandlers;
  action: string;
  draft?: string;
  photosLeft: number;
  threadLength: number;
}) {
  // Apart: the form's ref is the key's callback, the rest plain values.
  const { assignKey, onSubmit, sending } = post;
  return (
    <form ref={assignKey} onSubmit={onSubmit} method="post" action={action} encType="multipart/form-data" className="mt-4 grid gap-3">
      <input type="hidden" name={postKeyField} />
      <input type="hidden" name={messageAfterField} value={threadLength} />
      <Field id="driver-message" label="Message to the dispatcher" hint={`(up to ${maxMessageLength.toLocaleString("en-CA")} characters)`}>
        {(wiring) => (
          <Textarea
            name="message"
            rows={3}
            maxLength={maxMessageLength}
            defaultValue={draft}
            placeholder="I'm at the Husky, exit 109, east side of the lot"
            {...wiring}
          />
        )}
      </Field>
      {photosLeft > 0 ? (
        <Field id="driver-message-photos" label="Photos" hint={`(up to ${photosLeft} more)`}>
          {(wiring) => <input name={photoField} type="file" accept="image/*" multiple className="mt-1.5 text-base" {...wiring} />}
        </Field>
      ) : null}
      <Button type="submit" variant="cta" size="lg" className="justify-self-start" aria-disabled={sending || undefined}>
        {sending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
