import { ExternalLink } from "lucide-react";
import { ReviewStars } from "~/components/review-stars";
import { ButtonAnchor } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/forms";
import { KeptPostLine } from "~/flows/outbox/kept-post-line";
import { useKeptPost, type KeptPost } from "~/flows/outbox/kept-posts";
import type { ReviewAsSent, ReviewFormChoices } from "./review-fields";
import { ReviewForm, type ReviewAnswer } from "./review-form";

interface ReviewPanelProps {
  /** Where the form posts: /request/{token}/review. */
  action: string;
  /** The status page's token: with JavaScript the review goes to its JSON twin. */
  token: string;
  /** The reviews this page kept on the phone with no signal. */
  kept: readonly KeptPost[];
  choices: ReviewFormChoices;
  sent: ReviewAsSent | null;
  googleReviewUrl: string | null;
  /** A review refused without JavaScript: the status page comes back from that address with it. */
  posted?: ReviewAnswer;
}

const stateWords: Record<ReviewAsSent["state"], string> = {
  new: "The owner will read it before it goes on our reviews page.",
  published: "It is on our reviews page.",
  hidden: "The owner has not put it on our reviews page. It is kept with your request.",
};

/**
 * "How did we do?" on a completed request's status page: the form, or, once sent, the review as
 * written, thanks, Google's review page when the business has one (offered to everyone, whatever
 * the rating), and a way to change it while that is still allowed. The form posts to the review's
 * own address, with JavaScript to its JSON twin, kept on the phone with no signal (saved, then
 * sent with the time); the answer shows here in place.
 */
export function ReviewPanel({ action, token, kept, choices, sent, googleReviewUrl, posted }: ReviewPanelProps) {
  const post = useKeptPost<ReviewAnswer>("review", token);
  const answer = post.answer ?? posted;
  const result = answer && "kept" in answer ? undefined : answer;
  const keptReview = kept.at(-1);
  const reviewWaits = keptReview !== undefined && !keptReview.sentAt && !keptReview.refused;
  const form = <ReviewForm post={post} action={action} choices={choices} sent={sent} result={result} key={post.round} />;
  return (
    <section aria-labelledby="review" className="mt-10 print:hidden">
      <h2 id="review" className="text-2xl font-bold uppercase">
        {sent ? "Thank you for your review" : "How did we do?"}
      </h2>
      <div aria-live="polite">{keptReview ? <KeptPostLine post={keptReview} what="Your review" className="mt-3" /> : null}</div>
      {answer && "kept" in answer && !answer.kept ? (
        <FormAlert className="mt-3">
          Your review could not be sent, and this phone could not keep it. Please send it again when you have signal.
        </FormAlert>
      ) : null}
      {sent ? (
        <>
          <figure className="mt-3 rounded-md border-2 border-ink/15 bg-white p-4">
            <ReviewStars rating={sent.rating} label={`Your rating: ${sent.rating} out of 5`} />
            <blockquote className="mt-2 whitespace-pre-line">{sent.body}</blockquote>
            <figcaption className="mt-2 font-semibold">Signed: {sent.shownName}</figcaption>
          </figure>
          <p className="mt-2">{stateWords[sent.state]}</p>
          {result && !result.ok && !sent.editableUntil ? <FormAlert className="mt-3">{result.error}</FormAlert> : null}
          {googleReviewUrl ? (
            <div className="mt-4 rounded-md border-2 border-ink bg-hivis/30 p-4">
              <p>Would you also say it on Google? It helps other drivers find a mechanic at night.</p>
              <ButtonAnchor href={googleReviewUrl} variant="outline" className="mt-3" rel="noopener noreferrer" target="_blank">
                Review us on Google
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens Google)</span>
              </ButtonAnchor>
            </div>
          ) : null}
          {sent.editableUntil ? (
            <details className="mt-4" open={result !== undefined && !result.ok}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
                Change your review (until {sent.editableUntil})
              </summary>
              {form}
            </details>
          ) : null}
        </>
      ) : reviewWaits ? null : (
        form
      )}
    </section>
  );
}
