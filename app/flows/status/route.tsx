import { CircleCheck, Circle } from "lucide-react";
import { useEffect } from "react";
import { data, redirect, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { lastKnownData } from "~/lib/last-known-data";
import type { Route } from "./+types/route";
import { CallButton } from "~/components/call-button";
import { PhotoUploadForm } from "~/flows/status/photo-upload-form";
import { RefusedPhotos } from "~/components/refused-photos";
import { ButtonLink } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { seenWhen } from "~/flows/status/seen-when";
import {
  isStatusPageOpen,
  requestReference,
  statusPageDays,
  statusPath,
  statusPostPath,
  statusWords,
  type RequestStatus,
} from "~/lib/request-status";
import { receivePhotoPost } from "~/flows/status/photo-post.server";
import { DriverMessages } from "~/flows/messages/driver-messages";
import type { MessageAnswer } from "~/flows/messages/message-form";
import { MessageThread } from "~/components/message-thread";
import { usePageWithPosts } from "~/components/post-on-page";
import { EstimatePanel, type DecisionAnswer } from "~/flows/estimates/estimate-panel";
import { changeWords, showEstimate } from "~/flows/estimates/shown-estimate";
import { type PhotoUploadResult } from "~/lib/request-photos";
import { maxMessagePhotos } from "~/lib/messages";
import { reviewEditDays } from "~/lib/review";
import { ReviewPanel } from "~/flows/reviews/review-panel";
import type { ReviewAnswer } from "~/flows/reviews/review-form";
import { reviewChoicesFor } from "~/flows/reviews/review-post.server";
import { useKeptPosts } from "~/flows/outbox/kept-posts";
import { SignalLine } from "~/flows/status/signal-line";
import { WhatWaitsOnYou } from "~/flows/status/what-waits";
import { InvoicePanel, type PayAnswer } from "~/flows/invoices/invoice-panel";
import { invoiceForDriver } from "~/flows/invoices/driver-invoice.server";
import { TechnicianComing } from "~/flows/status/technician-coming";
import { technicianComing } from "~/flows/status/technician-coming.server";

/** Status tokens are 22 base64url characters (128 random bits); older rows hold 32 hex digits. */
const tokenPattern = /^[A-Za-z0-9_-]{22,64}$/;
/** While the request is open the page checks every 5 s, so "seen", who is coming and a reply show within 10 s. */
const refreshSeconds = 5;

/** The steps a driver watches, in order; "contacted" and "scheduled" sit between the first two. */
const steps: { status: RequestStatus; reached: readonly RequestStatus[] }[] = [
  { status: "new", reached: ["new", "contacted", "scheduled", "dispatched", "on-the-way", "arrived", "done"] },
  { status: "dispatched", reached: ["dispatched", "on-the-way", "arrived", "done"] },
  { status: "on-the-way", reached: ["on-the-way", "arrived", "done"] },
  { status: "arrived", reached: ["arrived", "done"] },
  { status: "done", reached: ["done"] },
];

/**
 * /request/{token}: the private page where a driver sees that help is coming. It holds no
 * personal data (the reference, the times, the status) and is never cached or indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const notFound = () => data({ found: false as const }, { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!tokenPattern.test(params.token)) return notFound();
  const request = await context.requestStore.getByStatusToken(params.token);
  if (!request || !isStatusPageOpen(request)) return notFound();
  const [photos, thread, estimates, review, coming] = await Promise.all([
    context.requestStore.photos(request.id),
    context.messages.thread(request.id),
    context.estimates.versions(request.id),
    context.reviews.forRequest(request.id),
    technicianComing(request, context.requestStore),
  ]);
  const editableUntil = review ? new Date(review.createdAt).getTime() + reviewEditDays * 86_400_000 : 0;
  const [latest, previous] = [estimates.at(-1), estimates.at(-2)];
  return data(
    {
      found: true as const,
      reference: requestReference(request),
      kind: request.kind,
      status: request.status,
      receivedAt: formatTorontoTime(request.createdAt),
      updatedAt: formatTorontoTime(request.updatedAt),
      photos: photos.length,
      seenAt: request.acknowledgedAt ? seenWhen(request.acknowledgedAt) : null,
      // The technician's first name and the arrival time: the only names this page ever shows.
      technician: request.technician,
      arrival: request.arrivalAt ? formatTorontoTime(request.arrivalAt, { clock: true }) : null,
      // The technician's distance while on the way, when their phone shares its position.
      coming,
      photosWithMessages: photos.filter((photo) => photo.message !== null).length,
      estimate: latest ? showEstimate(latest, latest.version) : null,
      estimateChanges: latest && previous ? changeWords(previous, latest) : null,
      // A completed job is asked for a review, the same way whatever it was.
      reviewChoices: request.status === "done" ? reviewChoicesFor(request) : null,
      review: review
        ? {
            rating: review.rating,
            body: review.body,
            nameStyle: review.nameStyle,
            shownName: review.shownName,
            company: review.company,
            area: review.area,
            service: review.service,
            state: review.state,
            editableUntil: Date.now() < editableUntil ? formatTorontoTime(new Date(editableUntil).toISOString()) : null,
          }
        : null,
      googleReviewUrl: review ? (context.googleReviewUrl ?? null) : null,
      // The job's invoice, once made: shown with how to pay it (app/flows/invoices/).
      invoice: await invoiceForDriver(context, request),
      thread: thread.map((message) => ({
        id: message.id,
        mine: message.sender === "driver",
        who: message.sender === "driver" ? "You" : "Dispatcher",
        at: seenWhen(message.at),
        byText: message.via === "text",
        body: message.body,
        photoCount: photos.filter((photo) => photo.message === message.id).length,
      })),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The address is the secret: never send it on to another site. (no-referrer would also make the
  // Origin of the page's own photo form "null", which the server refuses as cross-site.)
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.found ? `Request ${loaderData.reference}` : "Request Not Found") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

/** The addresses the status page's forms posted to before each post had its own (a phone's offline queue may hold one). */
const oldPostAddresses = ["review", "estimate", "message"] as const;

/**
 * Photos posted without JavaScript (the form on the confirmation, or on this page after a refused
 * one): all kept goes back to the page, anything less is shown on it, by photo, with a 400 or 409.
 * A message, a decision or a review posted to this page's old addresses (`?message`, `?estimate`,
 * `?review`) goes on to its own address with a 308, which keeps the method and the body.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const search = new URL(request.url).searchParams;
  const moved = oldPostAddresses.find((post) => search.has(post));
  if (moved) throw redirect(statusPostPath(params.token, moved), 308);
  const { status, result } = await receivePhotoPost(request, params.token, context);
  if (result.ok) throw redirect(statusPath(params.token), 303);
  return data({ kind: "photos" as const, ...result }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * After any of the page's posts, refused ones too, the page reads its data again, as the page
 * rendered after a post without JavaScript does (a decision refused as stale shows the new estimate).
 */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

const lastKnown = lastKnownData<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>();

/** A refresh that fails (no signal) keeps the page as it was. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastKnown.load(serverLoader);
}

/** What one of the page's posts to an address of its own (nested routes) came to: a message, a decision or a review refused. */
type PostAnswer = MessageAnswer | DecisionAnswer | ReviewAnswer | PayAnswer;

/**
 * The status page. A message, a decision or a review posts to an address of its own, a route
 * nested in this one: refused without JavaScript, that address answers with this page, given the
 * answer to show in place (usePageWithPosts). With JavaScript each form's fetcher shows it.
 */
export default function RequestStatusRoute({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => lastKnown.remember(loaderData), [loaderData]);
  return usePageWithPosts<PostAnswer>((posted) => <RequestStatusPage loaderData={loaderData} photoAnswer={actionData} posted={posted} />);
}

/** The status page; after a photo post without JavaScript that kept less than all, it also says what was not kept. */
function RequestStatusPage({
  loaderData,
  photoAnswer,
  posted,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  photoAnswer: Route.ComponentProps["actionData"];
  posted: PostAnswer | undefined;
}) {
  const { token = "" } = useParams();
  // What this page kept on the phone with no signal (messages, a decision, a review): shown in place.
  const kept = useKeptPosts(statusPath(token));
  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="status-heading">
        <h1 id="status-heading" className="text-4xl font-bold uppercase">
          Request not found
        </h1>
        <p className="mt-4 text-lg">
          This status page does not exist or has expired (they last {statusPageDays} days). If your truck needs help, call us: we answer
          24/7.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallButton label="Call" showNumber />
          <ButtonLink to="/roadside" variant="outline" size="lg">
            Request Roadside Help
          </ButtonLink>
        </div>
      </section>
    );
  }
  const {
    reference,
    status,
    receivedAt,
    updatedAt,
    photos,
    kind,
    seenAt,
    technician,
    arrival,
    thread,
    photosWithMessages,
    estimate,
    estimateChanges,
    reviewChoices,
    review,
    googleReviewUrl,
    invoice,
    coming: technicianPosition,
  } = loaderData;
  const closed = status === "done" || status === "lost";
  const coming = status === "dispatched" || status === "on-the-way";
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14" aria-labelledby="status-heading">
      <p className="font-semibold text-steel">
        {kind === "roadside" ? "Roadside request" : "Quote request"} {reference}
      </p>
      {/* Read out when the status changes while the page is open. */}
      <h1 id="status-heading" aria-live="polite" className="mt-1 text-4xl font-bold uppercase sm:text-5xl">
        {statusWords[status]}
      </h1>
      <p aria-live="polite" className="mt-2 text-lg font-semibold">
        {seenAt ? (
          <span className="inline-flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-5 text-ok" />
            Seen by our dispatcher at {seenAt}
          </span>
        ) : status === "new" ? (
          <span className="text-steel">Not yet seen by our dispatcher</span>
        ) : null}
      </p>
      <WhatWaitsOnYou estimate={estimate} open={!closed} reviewAsked={reviewChoices !== null} reviewSent={review !== null} kept={kept} />
      {coming && (technician || arrival) ? (
        <p aria-live="polite" className="mt-3 rounded-md border-2 border-ink bg-hivis px-4 py-3 text-xl font-bold">
          {technician ?? "A technician"} {status === "on-the-way" ? "is on the way" : "is assigned"}
          {arrival ? ` · arriving about ${arrival}` : ""}
        </p>
      ) : null}
      <TechnicianComing coming={technicianPosition} />
      {photoAnswer ? <PhotoPostOutcome result={photoAnswer} /> : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Reference</dt>
        <dd>{reference}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>{receivedAt}</dd>
        <dt className="font-semibold">Last update</dt>
        <dd>{updatedAt}</dd>
        {photos > 0 ? (
          <>
            <dt className="font-semibold">Photos received</dt>
            <dd>{photos}</dd>
          </>
        ) : null}
      </dl>

      {status === "lost" ? null : (
        <ol className="mt-8 grid gap-3" aria-label="Progress">
          {steps.map((step) => {
            const reached = step.reached.includes(status);
            const Icon = reached ? CircleCheck : Circle;
            return (
              <li key={step.status} className={`flex items-center gap-3 text-lg ${reached ? "font-bold" : "text-steel"}`}>
                <Icon aria-hidden="true" className={`size-6 shrink-0 ${reached ? "text-ok" : ""}`} />
                {statusWords[step.status]}
                <span className="sr-only">{reached ? "(done)" : "(not yet)"}</span>
              </li>
            );
          })}
        </ol>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <CallButton label="Call" showNumber />
      </div>
      <p className="mt-4 print:hidden">
        Quote your reference, {reference}, when you call {siteConfig.phone.display}.
      </p>
      {closed ? null : <SignalLine seconds={refreshSeconds} refresh={lastKnown} />}

      {invoice ? (
        <InvoicePanel
          shown={invoice}
          action={`${statusPath(token)}/pay`}
          printPath={`${statusPath(token)}/invoice`}
          posted={posted?.kind === "pay" ? posted : undefined}
        />
      ) : null}

      {reviewChoices ? (
        <ReviewPanel
          action={statusPostPath(token, "review")}
          token={token}
          kept={kept.filter((post) => post.kind === "review")}
          choices={reviewChoices}
          sent={review}
          googleReviewUrl={googleReviewUrl}
          posted={posted?.kind === "review" ? posted : undefined}
        />
      ) : null}

      {estimate ? (
        <EstimatePanel
          estimate={estimate}
          changes={estimateChanges}
          open={!closed}
          action={statusPostPath(token, "estimate")}
          token={token}
          kept={kept.filter((post) => post.kind === "decision")}
          posted={posted?.kind === "estimate" ? posted : undefined}
        />
      ) : null}

      <section aria-labelledby="messages" className="mt-10 print:hidden">
        <h2 id="messages" className="text-2xl font-bold uppercase">
          Messages
        </h2>
        {thread.length === 0 ? (
          <p className="mt-2 text-steel">
            Tell the dispatcher anything that helps find you or fix the truck: the exit, the gas station, the bay.
          </p>
        ) : null}
        <MessageThread messages={thread} label={`Messages about ${reference}`} />
        <DriverMessages
          token={token}
          posted={posted?.kind === "message" ? posted : undefined}
          photosLeft={Math.max(0, maxMessagePhotos - photosWithMessages)}
          sent={thread.length}
          kept={kept.filter((post) => post.kind === "message")}
        />
      </section>
    </section>
  );
}

/** What a photo post without JavaScript kept: every photo not kept by name and why, and the form to try again. */
function PhotoPostOutcome({ result }: { result: PhotoUploadResult }) {
  const { token = "" } = useParams();
  return (
    <div role="alert" className="mt-6 rounded-md border-2 border-danger bg-white p-4">
      <h2 className="text-2xl font-bold uppercase">{result.error ?? "Some photos were not kept"}</h2>
      <RefusedPhotos photos={result.photos} />
      <p className="mt-2">Your request is safe. You can try other photos:</p>
      <PhotoUploadForm action={statusPath(token)} id="photos-again" />
    </div>
  );
}
