import { ArrowDown, CircleCheck, Clock, Star } from "lucide-react";
import type { ReactNode } from "react";
import { keptDecisionWords } from "~/flows/estimates/estimate-panel";
import type { ShownEstimate } from "~/flows/estimates/estimate-table";
import { phoneClock } from "~/lib/phone-clock";
import { keptPostMessage, type KeptPost } from "~/flows/outbox/kept-posts";
import { cn } from "~/lib/cn";

interface WhatWaitsProps {
  /** The newest version of the estimate, if one was sent. */
  estimate: ShownEstimate | null;
  /** The request is open (not completed or closed). */
  open: boolean;
  /** The job is done and a review is asked for, and whether one was sent. */
  reviewAsked: boolean;
  reviewSent: boolean;
  /** The page's posts kept on the phone (decisions and reviews among them). */
  kept: readonly KeptPost[];
}

/** The box at the top: one heading, a line, and where to act. */
function TopBox({ tone, icon, heading, children }: { tone: "act" | "done"; icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <div
      className={cn("mt-4 rounded-md border-2 border-ink p-4 print:hidden", tone === "act" ? "bg-hivis" : "bg-white")}
      data-testid="what-waits"
    >
      <h2 className="flex items-start gap-2 text-2xl font-bold">
        {icon}
        {heading}
      </h2>
      <div className="mt-1 text-lg">{children}</div>
    </div>
  );
}

const jump = (href: string, label: string) => (
  <a href={href} className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold underline">
    <ArrowDown aria-hidden="true" className="size-5" />
    {label}
  </a>
);

/**
 * What waits on the driver, said first, under the status: an estimate to approve (its total and
 * a link to it), or what was decided and what happens next; once the job is done, the review we
 * ask for. A decision or a review kept on the phone with no signal is said here too, then when it
 * went. Read out when it changes. Nothing when nothing waits.
 */
export function WhatWaitsOnYou({ estimate, open, reviewAsked, reviewSent, kept }: WhatWaitsProps) {
  const decision = [...kept].reverse().find((post) => post.kind === "decision");
  const review = [...kept].reverse().find((post) => post.kind === "review");
  const icon = (Icon: typeof Clock) => <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />;
  let box: ReactNode = null;

  if (estimate && open && estimate.decision === null && decision && !decision.sentAt && !decision.refused) {
    box = (
      <TopBox tone="done" icon={icon(Clock)} heading={`${keptDecisionWords(decision)} of ${estimate.total}`}>
        <p>{keptPostMessage}</p>
      </TopBox>
    );
  } else if (estimate && open && estimate.decision === null) {
    box = (
      <TopBox tone="act" icon={icon(Clock)} heading={`Your approval is needed: ${estimate.total}`}>
        <p>
          {estimate.version > 1 ? `Version ${estimate.version} of the estimate` : "The estimate"} waits for you: approve it, or decline it,
          below.
        </p>
        {jump("#estimate", "See the estimate")}
      </TopBox>
    );
  } else if (estimate && open && estimate.decision) {
    const approved = estimate.decision === "approved";
    box = (
      <TopBox tone="done" icon={icon(CircleCheck)} heading={`${approved ? "You approved" : "You declined"} ${estimate.total}`}>
        {decision?.sentAt ? <p>{`Sent at ${phoneClock(decision.sentAt)}.`}</p> : null}
        <p>{estimate.decisionWords}.</p>
        <p className="mt-1 font-semibold">
          {approved
            ? "What happens next: the technician goes ahead with the repair. This page says when it is done."
            : "What happens next: the dispatcher will call you about it. Call us if you change your mind."}
        </p>
        {jump("#estimate", "See the estimate")}
      </TopBox>
    );
  } else if (reviewAsked && review && !review.sentAt && !review.refused) {
    box = (
      <TopBox tone="done" icon={icon(Clock)} heading="Your review">
        <p>{keptPostMessage}</p>
      </TopBox>
    );
  } else if (reviewAsked && !reviewSent) {
    box = (
      <TopBox tone="act" icon={icon(Star)} heading="The job is done: how did we do?">
        <p>A few words help other drivers find a mechanic at night.</p>
        {jump("#review", "Write a short review")}
      </TopBox>
    );
  }
  return <div aria-live="polite">{box}</div>;
}
