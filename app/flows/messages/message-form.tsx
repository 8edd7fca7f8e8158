import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/forms";
import { maxMessageLength } from "~/lib/messages";
import { photoField } from "~/lib/request-photos";
import type { MessagePostResult } from "./message-post.server";

/** What a post to /request/{token}/message came to, when it is not simply kept. */
export type MessageAnswer = { kind: "message" } & MessagePostResult;

/**
 * The driver's message to the dispatcher, with photos: a multipart form posted to the message's
 * own address. Without JavaScript a plain post (the page comes back on the thread); with it, the
 * same post through the box's fetcher. A refused message comes back in it.
 */
export function MessageForm({
  fetcher,
  action,
  draft,
  photosLeft,
}: {
  fetcher: FetcherWithComponents<MessageAnswer>;
  action: string;
  draft?: string;
  photosLeft: number;
}) {
  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" className="mt-4 grid gap-3">
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
      <Button type="submit" variant="cta" size="lg" className="justify-self-start">
        Send message
      </Button>
    </fetcher.Form>
  );
}
