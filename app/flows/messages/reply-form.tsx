import { useRef } from "react";
import { usePostFetcher } from "~/components/post-on-page";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/forms";
import { maxMessageLength } from "~/lib/messages";

/** What a post to /owner/requests/{id}/reply came to, when it was refused: why, on the field (`field`), or why the post could not be read. */
export interface ReplyAnswer {
  error: string;
  field?: "reply";
}

/** The replies a dispatcher sends most, one tap each. */
const quickReplies = ["We're on our way.", "Call me when you can.", "Send me a photo of the dash."] as const;

/**
 * The owner's answer in the thread: on the driver's page, and by text when the driver gets texts.
 * It posts to the reply's own address; with JavaScript through a fetcher, whose refusal shows
 * under the field. The field starts empty again each time the thread grows (`sent`). A quick
 * reply fills the field to edit and send; without JavaScript it is sent as it is.
 */
export function ReplyForm({ action, byText, sent, error: posted }: { action: string; byText: boolean; sent: number; error?: string }) {
  const fetcher = usePostFetcher<ReplyAnswer>("reply");
  const error = fetcher.data ? fetcher.data.error : posted;
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <fetcher.Form method="post" action={action} className="mt-3 grid gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick replies">
        {quickReplies.map((words) => (
          <Button
            key={words}
            type="submit"
            name="quick"
            value={words}
            variant="outline"
            formNoValidate
            onClick={(event) => {
              // With JavaScript: into the field, to edit before it goes.
              if (!field.current) return;
              event.preventDefault();
              field.current.value = words;
              field.current.focus();
            }}
          >
            {words}
          </Button>
        ))}
      </div>
      <Field
        id="request-reply"
        label="Reply to the driver"
        hint={byText ? "(shown on the driver's page, and texted)" : "(shown on the driver's page)"}
        error={error}
      >
        {(wiring) => <Textarea name="reply" rows={3} required maxLength={maxMessageLength} key={sent} ref={field} {...wiring} />}
      </Field>
      <Button type="submit" variant="default" className="justify-self-start">
        Send reply
      </Button>
    </fetcher.Form>
  );
}
