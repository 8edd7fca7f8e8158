import { data, Form, Link, redirect } from "react-router";
import { strictWholeNumber } from "~/lib/strict-number";
import type { Route } from "./+types/route";
import { OwnerFrame } from "~/owner/owner-frame";
import { ReviewStars } from "~/components/review-stars";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Textarea } from "~/components/ui/forms";
import { requireOwner } from "~/.server/owners/owner-auth";
import { formatTorontoTime } from "~/lib/format-date";
import { cleanMessage } from "~/lib/messages";
import { pageTitle } from "~/lib/meta";
import { requestReference } from "~/lib/request-status";
import { reviewReplyMax } from "~/lib/review";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reviews") }, { name: "robots", content: "noindex, nofollow" }];

const stateWords = { new: "Waiting for you", published: "Published", hidden: "Hidden" } as const;

/** Every review, those waiting first: the customer's words as sent, and what the owner decided, by whom and when. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const reviews = await context.reviews.list();
  return {
    email: owner.email,
    reviews: reviews.map((review) => ({
      id: review.id,
      request: review.request,
      reference: requestReference({ id: review.request, kind: review.requestKind }),
      rating: review.rating,
      body: review.body,
      shownName: review.shownName,
      about: [review.service, review.area].filter(Boolean).join(" · "),
      state: review.state,
      sentAt: formatTorontoTime(review.createdAt),
      changedAt: review.updatedAt !== review.createdAt ? formatTorontoTime(review.updatedAt) : null,
      decided: review.decidedAt ? `${formatTorontoTime(review.decidedAt)} by ${review.decidedBy ?? "the owner"}` : null,
      reply: review.reply,
      replied: review.repliedAt ? `${formatTorontoTime(review.repliedAt)} by ${review.repliedBy ?? "the owner"}` : null,
    })),
  };
}

/** Publish, hide, or reply: never an edit of the customer's words. /reviews shows the change at once on this process. */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner } = await requireOwner(request, context);
  const form = await request.formData().catch(() => null);
  const id = strictWholeNumber(form?.get("review"));
  const intent = form?.get("intent");
  if (!form || id === null || id < 1) return data({ error: "Use the page's own buttons.", review: null }, { status: 400 });
  let changed;
  if (intent === "publish" || intent === "hide") {
    changed = await context.reviews.decide(id, intent === "publish" ? "published" : "hidden", owner.email);
  } else if (intent === "reply") {
    const reply = cleanMessage(String(form.get("reply") ?? "")).slice(0, reviewReplyMax * 2);
    if (reply.length > reviewReplyMax) {
      return data({ error: `Keep the reply under ${reviewReplyMax} characters.`, review: id }, { status: 400 });
    }
    changed = await context.reviews.reply(id, reply || null, owner.email);
  } else return data({ error: "Unknown change.", review: id }, { status: 400 });
  if (!changed) return data({ error: "There is no such review.", review: null }, { status: 404 });
  context.shownReviews.clear();
  throw redirect(`/owner/reviews#review-${id}`, 303);
}

export default function OwnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { email, reviews } = loaderData;
  return (
    <OwnerFrame member={{ email }}>
      <h1 className="mt-6 text-4xl font-bold uppercase">Reviews</h1>
      <p className="mt-2 max-w-3xl text-steel">
        Every completed job is asked for a review on its status page, the same way whatever the rating. Publish or hide each one; you cannot
        change a customer&apos;s words, but you may add a short public reply. From three published reviews on, /reviews shows only real
        ones.
      </p>
      {actionData?.error && actionData.review === null ? <FormAlert className="mt-3">{actionData.error}</FormAlert> : null}
      {reviews.length === 0 ? <p className="mt-6 text-lg">No reviews yet.</p> : null}
      <ol className="mt-6 grid gap-5" aria-label="Reviews, those waiting first">
        {reviews.map((review) => (
          <li key={review.id} id={`review-${review.id}`} className="rounded-md border-2 border-ink/15 bg-white p-4">
            <article aria-labelledby={`review-${review.id}-heading`}>
              <h2 id={`review-${review.id}-heading`} className="flex flex-wrap items-center gap-x-3 text-lg font-bold">
                <span>{stateWords[review.state]}</span>
                <span className="font-normal">
                  · {review.shownName} ·{" "}
                  <Link to={`/owner/requests/${review.request}`} className="underline">
                    {review.reference}
                  </Link>
                </span>
              </h2>
              <ReviewStars rating={review.rating} className="mt-2" />
              <blockquote className="mt-2 whitespace-pre-line">{review.body}</blockquote>
              <p className="mt-2 text-sm text-steel">
                {review.about ? `${review.about} · ` : ""}Sent {review.sentAt}
                {review.changedAt ? ` · changed ${review.changedAt}` : ""}
                {review.decided ? ` · ${stateWords[review.state]} ${review.decided}` : ""}
              </p>
              {review.reply ? (
                <p className="mt-2 border-l-4 border-ink/30 pl-3">
                  <strong>Your reply</strong> ({review.replied}): {review.reply}
                </p>
              ) : null}
              <Form method="post" className="mt-3 flex flex-wrap gap-3">
                <input type="hidden" name="review" value={review.id} />
                {review.state !== "published" ? (
                  <Button type="submit" name="intent" value="publish" variant="cta">
                    Publish
                  </Button>
                ) : null}
                {review.state !== "hidden" ? (
                  <Button type="submit" name="intent" value="hide" variant="outline">
                    Hide
                  </Button>
                ) : null}
              </Form>
              <Form method="post" className="mt-3 grid max-w-2xl gap-2" key={review.reply ?? ""}>
                <input type="hidden" name="review" value={review.id} />
                <Field
                  id={`reply-${review.id}`}
                  label={review.reply ? "Change your public reply (empty removes it)" : "Public reply"}
                  hint="(optional)"
                  error={actionData?.review === review.id ? actionData.error : undefined}
                >
                  {(wiring) => <Textarea name="reply" rows={2} maxLength={reviewReplyMax} defaultValue={review.reply ?? ""} {...wiring} />}
                </Field>
                <Button type="submit" name="intent" value="reply" variant="default" className="justify-self-start">
                  Save reply
                </Button>
              </Form>
            </article>
          </li>
        ))}
      </ol>
    </OwnerFrame>
  );
}
