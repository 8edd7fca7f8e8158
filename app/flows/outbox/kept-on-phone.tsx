import { MessageSquareText } from "lucide-react";
import { CallButton } from "~/components/call-button";
import { ButtonAnchor } from "~/components/ui/button";
import { keptMessage } from "~/flows/outbox/post-or-keep";

/** Said when a request could not go and is kept on the phone: plainly, with a call and a text. */
export function KeptOnPhone({ smsHref }: { smsHref: string }) {
  return (
    <div role="alert" className="rounded-md border-2 border-ink bg-white p-4 text-ink">
      <p className="font-semibold">{keptMessage}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <CallButton label="Call" showNumber />
        <ButtonAnchor href={smsHref} variant="outline" size="lg">
          <MessageSquareText aria-hidden="true" />
          Text us
        </ButtonAnchor>
      </div>
    </div>
  );
}
