import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { RequestFormHiddenFields } from "~/flows/request-form/request-form-hidden-fields";

/** The end of every request form: the fields it carries unseen, and the button that sends it. */
export function SendRequest({ idPrefix, label, sending }: { idPrefix: string; label: string; sending: boolean }) {
  return (
    <>
      <RequestFormHiddenFields idPrefix={idPrefix} />
      <Button type="submit" variant="cta" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {sending ? "Sending…" : label}
      </Button>
    </>
  );
}
