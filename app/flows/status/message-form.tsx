import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/forms";
import { maxMessageLength } from "~/lib/messages";
import { photoField } from "~/lib/request-photos";

/** Where the message form posts: the status page itself, marked as a message. */
export const messageFormAction = (statusPath: string) => `${statusPath}?message`;

/**
 * The driver's message to the dispatcher, with photos: a plain multipart form, the same with
 * JavaScript on or off (the page reloads on the thread). A refused message comes back in it.
 */
export function MessageForm({ action, draft, photosLeft }: { action: string; draft?: string; photosLeft: number }) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="mt-4 grid gap-3">
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
    </form>
  );
}
