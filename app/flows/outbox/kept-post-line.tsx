import { CircleCheck, Clock, TriangleAlert } from "lucide-react";
import { cn } from "~/lib/cn";
import { phoneClock } from "~/lib/phone-clock";
import { keptPostMessage, type KeptPost } from "./kept-posts";

/**
 * Where a post kept on the phone stands, in the words the driver reads: saved (it goes when the
 * signal is back), sent with the time, or not accepted with why. `what` names it ("Your message").
 */
export function KeptPostLine({ post, what, className }: { post: KeptPost; what: string; className?: string }) {
  const Icon = post.sentAt ? CircleCheck : post.refused ? TriangleAlert : Clock;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border-2 bg-white p-3 font-semibold",
        post.refused ? "border-danger text-danger" : post.sentAt ? "border-ok" : "border-ink",
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", post.sentAt ? "text-ok" : "")} />
      {post.sentAt ? (
        <span>{`${what} was sent at ${phoneClock(post.sentAt)}.`}</span>
      ) : post.refused ? (
        <span>{`${what}, saved on this phone, was not accepted: ${post.refused}`}</span>
      ) : (
        <span>
          <span className="block">{what}</span>
          <span className="font-normal">{keptPostMessage}</span>
        </span>
      )}
    </p>
  );
}
