import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { RequestFormHiddenFields } from "~/flows/request-form/request-form-hidden-fields";

/** The end of every request form: the fields it carries unseen, the button that sends it, and where its data goes. */
export function SendRequest({ idPrefix, label, sending }: { idPrefix: string; label: string; sending: boolean }) {
  return (
    <>
      <RequestFormHiddenFields idPrefix={idPrefix} />
      <Button type="submit" variant="cta" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {sending ? "Sending…" : label}
      </Button>
      <p className="text-sm text-steel">
        What we keep of what you send, who sees it and for how long:{" "}
        <a href="/privacy" className="font-semibold text-ink underline">
          our privacy page
        </a>
        .
      </p>
    </>
  );
}
