import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/forms";
import { maxMessageLength } from "~/lib/messages";

/** The owner's answer in the thread: on the driver's page, and by text when the driver gets texts. */
export function ReplyForm({ byText, error }: { byText: boolean; error?: string }) {
  return (
    <Form method="post" className="mt-3 grid gap-2">
      <input type="hidden" name="intent" value="reply" />
      <Field
        id="request-reply"
        label="Reply to the driver"
        hint={byText ? "(shown on the driver's page, and texted)" : "(shown on the driver's page)"}
        error={error}
      >
        {(wiring) => <Textarea name="reply" rows={3} required maxLength={maxMessageLength} {...wiring} />}
      </Field>
      <Button type="submit" variant="default" className="justify-self-start">
        Send reply
      </Button>
    </Form>
  );
}
