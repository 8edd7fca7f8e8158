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
      {/* Short: this ships with every form, within the page's 120 KB. */}
      <a href="/privacy" className="text-sm underline">
        Privacy
      </a>
    </>
  );
}
