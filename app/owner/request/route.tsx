import { CircleCheck, Eye, Mail, MapPin, Phone, Truck, UserCheck, Wrench } from "lucide-react";
import { openedFromSite } from "~/.server/http/same-origin";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { RequestHistory } from "~/owner/request-history";
import { RequestPhotos } from "~/owner/request-photos";
import { RequestSection } from "~/components/request-section";
import { RoadsideFacts } from "~/owner/roadside-facts";
import { Button, ButtonAnchor } from "~/components/ui/button";
import { CheckboxField } from "~/components/choice-fields";
import { Field, FormAlert, Textarea } from "~/components/ui/forms";
import { FormStatus } from "~/owner/form-status";
import { MessageThread } from "~/components/message-thread";
import { usePageWithPosts } from "~/components/post-on-page";
import { DispatchForm } from "~/owner/dispatch-form";
import { ReplyForm, type ReplyAnswer } from "~/flows/messages/reply-form";
import { DriverTextsState } from "~/owner/driver-texts-state";
import { arrivalFrom } from "~/owner/arrival-time";
import { assignmentFrom } from "~/owner/assignment.server";
import { draftFromParts } from "~/owner/parts-used";
import { stepsAhead } from "~/owner/next-step";
import { PositionSharer } from "~/owner/position-sharer";
import { refusal } from "~/.server/http/refusal";
import { OwnerEstimate, type EstimateSendAnswer } from "~/flows/estimates/owner-estimate";
import { draftOf, showEstimate } from "~/flows/estimates/shown-estimate";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { requireMember, requireRequest } from "~/.server/owners/owner-auth";
import { isRequestStatus, ownerRequestPath, requestReference, statusPath, statusWords } from "~/lib/request-status";
import type { RoadsideDetails } from "~/flows/roadside/roadside-request.server";
import { sourceWords } from "~/.server/requests/leads-format";
import type { StoredRequest } from "~/.server/requests/store";
import { driverTextBody } from "~/.server/driver-texts/text-body";
import { stepOfStatus } from "~/.server/driver-texts/store";
import { mapLinkOf } from "~/lib/map-link";
import { placeOf, waitedFor } from "~/owner/board-row";
import { OwnerInvoices, type InvoiceMakeAnswer } from "~/flows/invoices/owner-invoices";
import { invoicesForOwner } from "~/flows/invoices/owner-invoices.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Request ${loaderData.request.reference}` : "Request") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An owner sees every request; a technician only theirs (403 before anything is read).
  const { owner } = await requireMember(request, context);
  const stored = await requireRequest(owner, params.id, context);
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
  const team = owner.role === "owner" ? await context.owners.listOwners() : [];
  const textsStopped = stored.smsTo ? await context.driverTextStore.textsStopped(stored.smsTo) : false;
  const driverTexted = thread.some((message) => message.sender === "driver" && message.via === "text");
  const textsGoing = context.driverTexts.wantsTexts(stored) && !textsStopped;
  const roadside = stored.kind === "roadside" ? (stored.details as Partial<RoadsideDetails> | null) : null;
  const truck = roadside?.truck;
  return {
    viewer: { role: owner.role, id: owner.id },
    // The owner assigns among the team; a technician's page has no such choice.
    team: team.map((member) => ({ id: member.id, label: `${member.name ?? member.email} (${member.role})` })),
    // The assigned member's phone shares its position while the job is on the way.
    sharesPosition: stored.status === "on-the-way" && stored.assignedTo === owner.id,
    notice: savedNotice(new URL(request.url).searchParams, stored, textsGoing),
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
      roadside,
      statusWords: statusWords[stored.status],
      age: waitedFor(stored.createdAt, Date.now()),
      place: placeOf(stored.details),
      mapLink: mapLinkOf(roadside?.location),
      problem: roadside ? [roadside.problems?.join(", "), roadside.load].filter(Boolean).join(" · ") : "",
      truck: truck
        ? [truck.unit && `Unit ${truck.unit}`, truck.make, truck.model, truck.plate && `plate ${truck.plate}`].filter(Boolean).join(", ")
        : "",
      receivedAt: formatTorontoTime(stored.createdAt),
      cameFrom: sourceWords(stored.source),
      // The driver's private link is the driver's and the owner's: with it a technician could
      // approve an estimate or write as the driver, even after the job was taken from them.
      statusPath: owner.role === "owner" ? statusPath(stored.statusToken) : null,
      technician: stored.technician,
      assignedTo: stored.assignedTo,
      partsUsed: stored.partsUsed ?? "",
      arrival: stored.arrivalAt ? formatTorontoTime(stored.arrivalAt, { clock: true }) : null,
      forgottenAt: stored.forgottenAt ? formatTorontoTime(stored.forgottenAt, { year: true }) : null,
      // Opened from another site's link: nothing was marked, so the page asks.
      unseen: !stored.spam && !stored.acknowledgedAt && !looking,
    },
    texts: {
      enabled: context.driverTexts.enabled,
      wanted: stored.textsWanted,
      going: textsGoing,
      stopped: textsStopped,
      replyByText: context.driverTexts.enabled && !textsStopped && (context.driverTexts.wantsTexts(stored) || driverTexted),
      sent: texts.filter((text) => text.sentAt).length,
    },
    estimates: estimates.map((estimate) => showEstimate(estimate, estimates.length)),
    // No estimate sent yet: the parts used on the job are its first lines.
    estimateDraft: estimates.length > 0 ? draftOf(estimates.at(-1)) : draftFromParts(draftOf(undefined), stored.partsUsed),
    // The job's invoices and the form that makes one (app/flows/invoices/).
    invoices: await invoicesForOwner(context, stored, { mayMake: owner.role === "owner" }),
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
      actor: event.actorName ?? event.actor,
      detail: event.detail,
      // A step a member took reads as who did it: "On the way: Mike".
      step:
        event.type === "status" && event.actorName && event.detail && isRequestStatus(event.detail)
          ? `${statusWords[event.detail]}: ${event.actorName}`
          : null,
    })),
  };
}

/** What a save came to, said on the page it was made on (?saved=, and when, so a later visit does not say it again). */
const savedPath = (id: number, saved: "dispatch" | "note" | "seen" | "unchanged" | "parts") =>
  `${ownerRequestPath(id)}?saved=${saved}&at=${Date.now()}`;

/** The notice a save leaves: what was done, and what the driver was told. */
function savedNotice(params: URLSearchParams, stored: StoredRequest, textsGoing: boolean): string | null {
  const at = Number(params.get("at"));
  if (!Number.isFinite(at) || Date.now() - at > 120_000) return null;
  const saved = params.get("saved");
  if (saved === "note") return "Saved. The note is in the history.";
  if (saved === "parts") return "Saved. The parts used are in the history, and the estimate starts from them.";
  if (saved === "seen") return "Marked as seen: the driver's page says so, and the alerts for it stop.";
  if (saved === "unchanged") return "Nothing to save: the status, technician and arrival were already so.";
  if (saved !== "dispatch") return null;
  const where = [
    statusWords[stored.status],
    stored.technician,
    stored.arrivalAt ? `arriving about ${formatTorontoTime(stored.arrivalAt, { clock: true })}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const step = stepOfStatus(stored.status);
  if (!step) return `Saved: ${where}. The driver's status page shows it.`;
  if (!textsGoing) return `Saved: ${where}. The driver's status page shows it (no texts to this driver).`;
  const text = driverTextBody(stored, step, { siteUrl: "" })
    .replace(/^[^:]+: /, "")
    .replace(/\nReply STOP to opt out\.$/, "")
    .replace(/ \/request\/\S+/, "");
  return `Saved. Texted the driver: ${text}`;
}

/** The estimate and the reply post to addresses of their own (a route each, nested in this one, in their flows). */
const movedIntents = ["estimate", "reply"] as const;

/**
 * Status, note, spam, "Got it", forget: every change is kept with who made it and when. An
 * estimate or a reply posted here, as this page's forms once did, goes on to its own address
 * with a 308, which keeps the method and the body.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { owner } = await requireMember(request, context);
  const stored = await requireRequest(owner, params.id, context);
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: "That change could not be read. Use the page's own buttons." }, { status: 400 });
  const intent = form.get("intent");
  const moved = movedIntents.find((each) => each === intent);
  if (moved) throw redirect(ownerRequestPath(stored.id, moved), 308);
  // Spam and forgetting are the owner's alone.
  if ((intent === "spam" || intent === "not-spam" || intent === "forget") && owner.role !== "owner") {
    throw refusal({ error: "This change is the owner's to make." }, 403);
  }
  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    if (!isRequestStatus(status)) return data({ error: "Choose a status from the list." }, { status: 400 });
    const arrival = arrivalFrom(String(form.get("arrival") ?? ""), String(form.get("arrivalClock") ?? ""));
    if ("error" in arrival) return data({ error: arrival.error }, { status: 400 });
    // Who is on it: the owner's choice among the team (or a helper's first name); a technician's
    // post, or one without the fields, keeps who was set.
    const assignment =
      owner.role === "owner"
        ? await assignmentFrom(form, stored, context.owners)
        : { assignedTo: stored.assignedTo, technician: stored.technician };
    if ("error" in assignment) return data({ error: assignment.error }, { status: 400 });
    const { assignedTo, technician } = assignment;
    const arrivalAt = arrival.at === undefined ? stored.arrivalAt : arrival.at;
    const sameWho = technician === stored.technician && assignedTo === stored.assignedTo;
    if (status === stored.status && sameWho && arrivalAt === stored.arrivalAt) {
      throw redirect(savedPath(stored.id, "unchanged"), 303);
    }
    // Only the status: the history says so plainly ("On the way: Mike"); who and when too: one line with all three.
    const updated =
      sameWho && arrivalAt === stored.arrivalAt
        ? await context.requestStore.setStatus(stored.id, status, owner)
        : await context.requestStore.setDispatch(stored.id, { status, technician, arrivalAt, assignedTo }, owner);
    if (updated) context.driverTexts.dispatchChanged(updated);
    if (updated && assignedTo !== null && assignedTo !== stored.assignedTo) {
      // Told once per assignment: the assignment's history line is its mark.
      const member = await context.owners.getOwner(assignedTo);
      const line = (await context.requestStore.history(stored.id)).at(-1);
      if (member && line) context.alertAssigned(updated, member, line.id);
    }
    throw redirect(savedPath(stored.id, "dispatch"), 303);
  } else if (intent === "parts") {
    await context.requestStore.setPartsUsed(stored.id, String(form.get("parts") ?? ""), owner);
    throw redirect(savedPath(stored.id, "parts"), 303);
  } else if (intent === "note") {
    const note = String(form.get("note") ?? "").trim();
    if (!note) return data({ error: "Write the note first." }, { status: 400 });
    await context.requestStore.addNote(stored.id, note.slice(0, 2000), owner);
    throw redirect(savedPath(stored.id, "note"), 303);
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
    throw redirect(savedPath(stored.id, "seen"), 303);
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
  const { request, photos, history, thread, texts, estimates, estimateDraft, notice, viewer, team, sharesPosition, invoices } = loaderData;
  const isOwner = viewer.role === "owner";
  const replyError = answer && "field" in answer ? answer.error : undefined;
  const estimateErrors = answer && "estimateErrors" in answer ? answer.estimateErrors : undefined;
  return (
    <article aria-labelledby="request-heading" className="pb-8">
      <p className="mt-3 lg:hidden">
        <Link to="/owner" className="inline-flex min-h-11 items-center font-semibold underline">
          {isOwner ? "← Inbox" : "← My jobs"}
        </Link>
      </p>
      <header className="mt-2 lg:mt-6">
        <h1 id="request-heading" className="text-3xl font-bold uppercase sm:text-4xl">
          {request.kind === "roadside" ? "Roadside" : "Quote"} {request.reference}
        </h1>
        <p className="mt-1 text-steel">
          Status: <strong className="text-ink">{request.statusWords}</strong> · came in {request.age} ago ({request.receivedAt})
          {request.spam ? ` · Spam: ${request.spamReason ?? "marked"}` : ""}
          {request.suspect ? " · Busy address" : ""}
        </p>
      </header>
      {notice ? <FormStatus className="mt-3">{notice}</FormStatus> : null}
      {answer?.error && !replyError && !estimateErrors ? <FormAlert className="mt-3">{answer.error}</FormAlert> : null}
      {request.forgottenAt ? (
        <FormStatus tone="plain" className="mt-3">
          Forgotten {request.forgottenAt}: its personal data was removed. What is left is anonymous.
        </FormStatus>
      ) : null}

      <JobSummary request={request} />
      <NextStep request={request} texts={texts} team={isOwner ? team : null} sharesPosition={sharesPosition} />

      <RequestSection id="thread-heading" title="Messages">
        {thread.length === 0 ? <p className="mt-2 text-steel">No messages yet.</p> : null}
        <MessageThread messages={thread} label={`Messages about ${request.reference}`} />
        <ReplyForm action={ownerRequestPath(request.id, "reply")} byText={texts.replyByText} error={replyError} sent={thread.length} />
        <DriverTextsState {...texts} />
      </RequestSection>

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
      <PartsUsed parts={request.partsUsed} />

      <RequestPhotos requestId={request.id} reference={request.reference} photos={photos} />
      {request.roadside ? <RoadsideFacts details={request.roadside} /> : null}

      <RequestSection id="notes-heading" title="Notes">
        <Form method="post" preventScrollReset className="mt-2 grid max-w-xl gap-2" key={history.length}>
          <input type="hidden" name="intent" value="note" />
          <Field id="request-note" label="Add a note" hint="(the owner's only, never the driver's)">
            {(wiring) => <Textarea name="note" rows={3} required maxLength={2000} {...wiring} />}
          </Field>
          <Button type="submit" variant="default" className="justify-self-start">
            Add note
          </Button>
        </Form>
      </RequestSection>
      <p className="mt-4 text-sm text-steel">{request.cameFrom}</p>
      {isOwner ? (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={request.spam ? "not-spam" : "spam"} />
            <Button type="submit" variant="outline">
              {request.spam ? "Not spam" : "Mark as spam"}
            </Button>
          </Form>
        </div>
      ) : null}
      {request.forgottenAt || !isOwner ? null : <ForgetForm reference={request.reference} />}

      <RequestHistory receivedAt={request.receivedAt} events={history} />
    </article>
  );
}

type ShownRequest = Route.ComponentProps["loaderData"]["request"];

/** Who, where (a map link), what is wrong, and the call button: the first thing on the screen. */
function JobSummary({ request }: { request: ShownRequest }) {
  return (
    <section aria-label="The job" className="mt-3 grid gap-3 rounded-md border-2 border-ink bg-white p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
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
            E-mail
          </ButtonAnchor>
        ) : null}
      </div>
      {request.place || request.mapLink ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          <span className="font-semibold">{request.place || "Where the phone was"}</span>
          {request.mapLink ? (
            <a
              href={request.mapLink}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              Open in Maps
            </a>
          ) : null}
        </p>
      ) : null}
      {request.problem ? (
        <p>
          <span className="font-semibold">What&apos;s wrong:</span> {request.problem}
        </p>
      ) : null}
      {request.truck ? (
        <p>
          <span className="font-semibold">Truck:</span> {request.truck}
        </p>
      ) : null}
      {request.message ? <p className="whitespace-pre-line">{request.message}</p> : null}
    </section>
  );
}

/**
 * What moves the job on: big buttons (56 px, one hand, gloves) for the steps ahead, the usual next
 * one first: Assign (the owner), On the way, Arrived, Completed; then status, who and arrival in
 * one save that texts the driver once. The page stays where it is after a save, and says what was
 * done. Each button is a form of its own: it works without JavaScript.
 */
function NextStep({
  request,
  texts,
  team,
  sharesPosition,
}: {
  request: ShownRequest;
  texts: Route.ComponentProps["loaderData"]["texts"];
  team: Route.ComponentProps["loaderData"]["team"] | null;
  sharesPosition: boolean;
}) {
  const ahead = stepsAhead({
    status: request.status,
    spam: request.spam,
    forgotten: Boolean(request.forgottenAt),
    assigned: Boolean(request.technician || request.assignedTo),
  }).filter((step) => step !== "assign" || team);
  return (
    <section aria-labelledby="next-step-heading" className="mt-3 rounded-md border-2 border-ink bg-white p-3">
      <h2 id="next-step-heading" className="text-xl font-bold uppercase">
        Next step
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {request.unseen ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="acknowledge" />
            <input type="hidden" name="from" value="request" />
            <Button type="submit" variant="default" size="lg">
              <Eye aria-hidden="true" />
              Seen
            </Button>
          </Form>
        ) : null}
        {ahead.map((step, index) =>
          step === "assign" ? (
            <ButtonAnchor key={step} href="#request-assignee" variant="default" size="lg">
              <UserCheck aria-hidden="true" />
              Assign
            </ButtonAnchor>
          ) : (
            <Form key={step} method="post" preventScrollReset>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={step} />
              <Button type="submit" variant={index === 0 ? "default" : "outline"} size="lg">
                {step === "on-the-way" ? <Truck aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
                {statusWords[step]}
              </Button>
            </Form>
          ),
        )}
      </div>
      <PositionSharer requestId={request.id} active={sharesPosition} />
      {request.unseen ? (
        <p className="mt-2 text-sm">
          Opened from a link on another site: not marked as seen, and its escalation goes on until you tap Seen.
        </p>
      ) : null}
      <DispatchForm
        status={request.status}
        technician={request.technician}
        assignedTo={request.assignedTo}
        team={team}
        arrival={request.arrival}
        statusPath={request.kind === "roadside" || texts.going ? request.statusPath : null}
      />
    </section>
  );
}

/** "Parts used", written on the job: kept with the request, and the first lines of the estimate while none was sent. */
function PartsUsed({ parts }: { parts: string }) {
  return (
    <RequestSection id="parts-heading" title="Parts used">
      <Form method="post" preventScrollReset className="mt-2 grid max-w-xl gap-2" key={parts}>
        <input type="hidden" name="intent" value="parts" />
        <Field id="request-parts" label="Parts used on the job" hint="(one a line, '2 x air filter'; the estimate starts from them)">
          {(wiring) => <Textarea name="parts" rows={3} maxLength={2000} defaultValue={parts} {...wiring} />}
        </Field>
        <Button type="submit" variant="default" size="lg" className="justify-self-start">
          <Wrench aria-hidden="true" />
          Save parts used
        </Button>
      </Form>
    </RequestSection>
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
