import { Mail, Phone } from "lucide-react";
import { openedFromSite } from "~/.server/http/same-origin";
import { requestOr404 } from "~/.server/requests/request-or-404";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { RequestHistory } from "~/owner/request-history";
import { RequestPhotos } from "~/owner/request-photos";
import { RequestSection } from "~/components/request-section";
import { RoadsideFacts } from "~/owner/roadside-facts";
import { OwnerFrame } from "~/owner/owner-frame";
import { Button, ButtonAnchor } from "~/components/ui/button";
import { CheckboxField } from "~/components/choice-fields";
import { Field, Textarea } from "~/components/ui/forms";
import { MessageThread } from "~/components/message-thread";
import { usePageWithPosts } from "~/components/post-on-page";
import { DispatchForm } from "~/owner/dispatch-form";
import { ReplyForm, type ReplyAnswer } from "~/flows/messages/reply-form";
import { DriverTextsState } from "~/owner/driver-texts-state";
import { arrivalFrom } from "~/owner/arrival-time";
import { technicianFirstName } from "~/owner/technician-name";
import { OwnerEstimate, type EstimateSendAnswer } from "~/flows/estimates/owner-estimate";
import { draftOf, showEstimate } from "~/flows/estimates/shown-estimate";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { requireOwner } from "~/.server/owners/owner-auth";
import { isRequestStatus, ownerRequestPath, requestReference, statusPath, statusWords } from "~/lib/request-status";
import type { RoadsideDetails } from "~/flows/roadside/roadside-request.server";
import { sourceWords } from "~/.server/requests/leads-format";
import { OwnerInvoices, type InvoiceMakeAnswer } from "~/flows/invoices/owner-invoices";
import { invoicesForOwner } from "~/flows/invoices/owner-invoices.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Request ${loaderData.request.reference}` : "Request") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const stored = await requestOr404(params.id, context);
  // An owner opening the request has seen it: the driver's page says so (spam is never shown
  // there). A prefetch or a HEAD is a browser's guess, not a person looking; a link followed from
  // another site may be nobody looking at all, so that opening shows the page and marks nothing
  // (the page then offers "Mark as seen").
  const guess =
    request.method === "HEAD" || /prefetch/i.test(`${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`);
  const looking = !guess && openedFromSite(request);
  if (!stored.acknowledgedAt && !stored.spam && looking) await context.requestStore.acknowledge(stored.id, owner);
  if (looking) await context.messages.markRead(stored.id);
  const [history, photos, thread, texts, estimates] = await Promise.all([
    context.requestStore.history(stored.id),
    context.requestStore.photos(stored.id),
    context.messages.thread(stored.id),
    context.driverTextStore.texts(stored.id),
    context.estimates.versions(stored.id),
  ]);
  const textsStopped = stored.smsTo ? await context.driverTextStore.textsStopped(stored.smsTo) : false;
  const driverTexted = thread.some((message) => message.sender === "driver" && message.via === "text");
  return {
    email: owner.email,
    request: {
      id: stored.id,
      reference: requestReference(stored),
      kind: stored.kind,
      status: stored.status,
      spam: stored.spam,
      spamReason: stored.spamReason,
      suspect: stored.suspect,
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      message: stored.message,
      roadside: stored.kind === "roadside" ? (stored.details as Partial<RoadsideDetails> | null) : null,
      receivedAt: formatTorontoTime(stored.createdAt),
      cameFrom: sourceWords(stored.source),
      statusPath: statusPath(stored.statusToken),
      technician: stored.technician,
      arrival: stored.arrivalAt ? formatTorontoTime(stored.arrivalAt, { clock: true }) : null,
      forgottenAt: stored.forgottenAt ? formatTorontoTime(stored.forgottenAt, { year: true }) : null,
      // Opened from another site's link: nothing was marked, so the page asks.
      unseen: !stored.spam && !stored.acknowledgedAt && !looking,
    },
    texts: {
      enabled: context.driverTexts.enabled,
      wanted: stored.textsWanted,
      going: context.driverTexts.wantsTexts(stored) && !textsStopped,
      stopped: textsStopped,
      replyByText: context.driverTexts.enabled && !textsStopped && (context.driverTexts.wantsTexts(stored) || driverTexted),
      sent: texts.filter((text) => text.sentAt).length,
    },
    estimates: estimates.map((estimate) => showEstimate(estimate, estimates.length)),
    estimateDraft: draftOf(estimates.at(-1)),
    // The job's invoices and the form that makes one (app/flows/invoices/).
    invoices: await invoicesForOwner(context, stored),
    thread: thread.map((message) => ({
      id: message.id,
      mine: message.sender === "owner",
      who:
        message.sender === "owner"
          ? `Reply (${message.author ?? "owner"})`
          : message.via === "decision"
            ? "Decision on the estimate (recorded by the site)"
            : message.via === "payment"
              ? "Payment (recorded by the site)"
              : "Driver",
      at: formatTorontoTime(message.at),
      byText: message.via === "text",
      body: message.body,
      photos: photos
        .filter((photo) => photo.message === message.id)
        .map((photo) => ({ href: `/owner/requests/${stored.id}/photos/${photo.id}`, label: `Photo ${photos.indexOf(photo) + 1}` })),
    })),
    photos: photos.map((photo, index) => ({ id: photo.id, number: index + 1, width: photo.width, height: photo.height })),
    history: history.map((event) => ({
      id: event.id,
      at: formatTorontoTime(event.at),
      type: event.type,
      actor: event.actor,
      detail: event.detail,
    })),
  };
}

/** The estimate and the reply post to addresses of their own (a route each, nested in this one, in their flows). */
const movedIntents = ["estimate", "reply"] as const;

/**
 * Status, note, spam, "Got it", forget: every change is kept with who made it and when. An
 * estimate or a reply posted here, as this page's forms once did, goes on to its own address
 * with a 308, which keeps the method and the body.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { owner } = await requireOwner(request, context);
  const stored = await requestOr404(params.id, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "That change could not be read. Use the page's own buttons." }, { status: 400 });
  const intent = form.get("intent");
  const moved = movedIntents.find((each) => each === intent);
  if (moved) throw redirect(ownerRequestPath(stored.id, moved), 308);
  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    if (!isRequestStatus(status)) return data({ error: "Choose a status from the list." }, { status: 400 });
    const arrival = arrivalFrom(String(form.get("arrival") ?? ""), String(form.get("arrivalClock") ?? ""));
    if ("error" in arrival) return data({ error: arrival.error }, { status: 400 });
    const technicianField = form.get("technician");
    // A first name, as the driver will read it; a post without the field keeps who was set.
    const technician = typeof technicianField === "string" ? technicianFirstName(technicianField) : stored.technician;
    const arrivalAt = arrival.at === undefined ? stored.arrivalAt : arrival.at;
    if (status === stored.status && technician === stored.technician && arrivalAt === stored.arrivalAt) {
      throw redirect(`/owner/requests/${stored.id}`, 303);
    }
    // Only the status: the history says so plainly; who and when too: one line with all three.
    const updated =
      technician === stored.technician && arrivalAt === stored.arrivalAt
        ? await context.requestStore.setStatus(stored.id, status, owner.email)
        : await context.requestStore.setDispatch(stored.id, { status, technician, arrivalAt }, owner.email);
    if (updated) context.driverTexts.dispatchChanged(updated);
  } else if (intent === "note") {
    const note = String(form.get("note") ?? "").trim();
    if (!note) return data({ error: "Write the note first." }, { status: 400 });
    await context.requestStore.addNote(stored.id, note.slice(0, 2000), owner.email);
  } else if (intent === "spam" || intent === "not-spam") {
    await context.requestStore.setSpam(stored.id, intent === "spam", owner.email);
    // A released request is e-mailed like a new one.
    if (intent === "not-spam") void context.notifyRequest(stored.id);
  } else if (intent === "forget") {
    // A driver asked: what identifies them goes, for good. The box is the confirmation.
    if (form.get("confirm") !== "yes") {
      return data({ error: "Tick the box to confirm: a forgotten request cannot be brought back." }, { status: 400 });
    }
    await context.requestStore.forget(stored.id, owner.email);
    context.shownReviews.clear();
  } else if (intent === "acknowledge") {
    // "Got it" from the inbox: seen, without opening it; the inbox is where the owner was.
    // "Mark as seen" on the request itself: seen, messages read, and the owner stays there.
    if (!stored.spam) await context.requestStore.acknowledge(stored.id, owner);
    if (form.get("from") !== "request") throw redirect("/owner", 303);
    await context.messages.markRead(stored.id);
  } else return data({ error: "Unknown change." }, { status: 400 });
  throw redirect(`/owner/requests/${stored.id}`, 303);
}

/**
 * After any of the page's posts, refused ones too, the page reads its data again, as the page
 * rendered after a post without JavaScript does.
 */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** What a post came to: this page's own changes, or an estimate or a reply refused at its own address. */
type PostAnswer = Route.ComponentProps["actionData"] | EstimateSendAnswer | ReplyAnswer | InvoiceMakeAnswer;

/**
 * The owner's request page. The estimate and the reply post to addresses of their own, routes
 * nested in this one: refused without JavaScript, that address answers with this page, given the
 * answer to show in place (usePageWithPosts). With JavaScript each form's fetcher shows it.
 */
export default function OwnerRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return usePageWithPosts<EstimateSendAnswer | ReplyAnswer | InvoiceMakeAnswer>((posted) => (
    <OwnerRequest loaderData={loaderData} answer={posted ?? actionData} />
  ));
}

function OwnerRequest({ loaderData, answer }: { loaderData: Route.ComponentProps["loaderData"]; answer: PostAnswer }) {
  const { email, request, photos, history, thread, texts, estimates, estimateDraft, invoices } = loaderData;
  const replyError = answer && "field" in answer ? answer.error : undefined;
  const estimateErrors = answer && "estimateErrors" in answer ? answer.estimateErrors : undefined;
  return (
    <OwnerFrame email={email}>
      <p className="mt-4">
        <Link to="/owner" className="inline-flex min-h-11 items-center font-semibold underline">
          ← Back to the inbox
        </Link>
      </p>
      <h1 className="text-4xl font-bold uppercase">
        {request.kind === "roadside" ? "Roadside" : "Quote"} {request.reference}
      </h1>
      <p className="mt-1 text-steel">
        Received {request.receivedAt} · Status: <strong className="text-ink">{request.status}</strong> ({statusWords[request.status]} on the
        driver&apos;s page)
        {request.spam ? ` · Spam: ${request.spamReason ?? "marked"}` : ""}
        {request.suspect ? " · Busy address" : ""}
      </p>
      <p className="mt-1 text-sm text-steel">{request.cameFrom}</p>
      {request.unseen ? (
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3 rounded-md border-2 border-ink bg-white p-3">
          <input type="hidden" name="intent" value="acknowledge" />
          <input type="hidden" name="from" value="request" />
          <p className="font-semibold">Opened from a link on another site: not marked as seen, and its escalation goes on.</p>
          <Button type="submit" variant="default">
            Mark as seen
          </Button>
        </Form>
      ) : null}
      {answer?.error && !replyError && !estimateErrors ? (
        <p role="alert" className="mt-3 rounded-md border-2 border-danger bg-white p-3 font-semibold text-danger">
          {answer.error}
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* A long name and number wrap on a phone rather than run off the screen. */}
        <ButtonAnchor href={telOf(request.phone)} variant="cta" size="lg" className="whitespace-normal">
          <Phone aria-hidden="true" />
          Call {request.name || "the driver"} · {request.phone}
        </ButtonAnchor>
        {request.email ? (
          <ButtonAnchor
            href={`mailto:${request.email}?subject=${encodeURIComponent(`Your request ${request.reference}`)}`}
            variant="outline"
            size="lg"
          >
            <Mail aria-hidden="true" />
            Reply by e-mail
          </ButtonAnchor>
        ) : null}
      </div>

      {request.forgottenAt ? (
        <p role="status" className="mt-4 rounded-md border-2 border-ink bg-white p-3 font-semibold">
          Forgotten {request.forgottenAt}: its personal data was removed. What is left is anonymous.
        </p>
      ) : null}
      {request.message ? (
        <RequestSection id="message-heading" title={request.kind === "roadside" ? "Details" : "Message"}>
          <p className="mt-2 whitespace-pre-line">{request.message}</p>
        </RequestSection>
      ) : null}
      {request.roadside ? <RoadsideFacts details={request.roadside} /> : null}

      <RequestPhotos requestId={request.id} reference={request.reference} photos={photos} />

      <OwnerEstimate
        action={ownerRequestPath(request.id, "estimate")}
        versions={estimates}
        draft={estimateDraft}
        errors={estimateErrors}
        key={estimates.length}
      />

      <OwnerInvoices
        invoices={invoices}
        answer={answer && "invoiceErrors" in answer ? answer : undefined}
        key={`invoices-${invoices.list.length}`}
      />

      <RequestSection id="thread-heading" title="Messages">
        {thread.length === 0 ? <p className="mt-2 text-steel">No messages yet.</p> : null}
        <MessageThread messages={thread} label={`Messages about ${request.reference}`} />
        <ReplyForm action={ownerRequestPath(request.id, "reply")} byText={texts.replyByText} error={replyError} sent={thread.length} />
        <DriverTextsState {...texts} />
      </RequestSection>

      <section aria-labelledby="change-heading" className="mt-8 grid gap-6 sm:grid-cols-2">
        <h2 id="change-heading" className="sr-only">
          Change
        </h2>
        <DispatchForm
          status={request.status}
          technician={request.technician}
          arrival={request.arrival}
          statusPath={request.kind === "roadside" || texts.going ? request.statusPath : null}
        />
        <Form method="post" className="grid gap-2 self-start" key={history.length}>
          <input type="hidden" name="intent" value="note" />
          <Field id="request-note" label="Note">
            {(wiring) => <Textarea name="note" rows={3} required maxLength={2000} {...wiring} />}
          </Field>
          <Button type="submit" variant="default">
            Add note
          </Button>
        </Form>
      </section>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={request.spam ? "not-spam" : "spam"} />
        <Button type="submit" variant="outline">
          {request.spam ? "Not spam" : "Mark as spam"}
        </Button>
      </Form>
      {request.forgottenAt ? null : <ForgetForm reference={request.reference} />}

      <RequestHistory receivedAt={request.receivedAt} events={history} />
    </OwnerFrame>
  );
}

/** "Forget this request": behind a fold and a box to tick, as it cannot be undone. Works without JavaScript. */
function ForgetForm({ reference }: { reference: string }) {
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">Forget this request…</summary>
      <Form method="post" className="mt-2 grid max-w-xl gap-3 rounded-md border-2 border-danger bg-white p-4">
        <input type="hidden" name="intent" value="forget" />
        <p>
          When a driver asks to be forgotten: the name, phone, e-mail, message, location, photos, messages, texts and review of {reference}{" "}
          are removed for good, and its status link stops working. An anonymous line stays for the counts. Backups made before today keep it
          until they are replaced.
        </p>
        <CheckboxField id="forget-confirm" name="confirm" value="yes" required label={`Remove ${reference}'s personal data for good`} />
        <Button type="submit" variant="destructive" className="justify-self-start">
          Forget {reference}
        </Button>
      </Form>
    </details>
  );
}
