import { useEffect, type ReactNode } from "react";
import { Check, Download, Search } from "lucide-react";
import { Form, Link, useOutlet, useParams } from "react-router";
import { lastKnownData } from "~/lib/last-known-data";
import type { Route } from "./+types/route";
import { NewMessages, UnmatchedTexts } from "~/owner/new-messages";
import { OwnerFrame } from "~/owner/owner-frame";
import { PhoneAlerts, type AlertDeviceRow } from "~/owner/phone-alerts";
import { BoardList } from "~/owner/board-list";
import { UnpaidInvoices } from "~/owner/unpaid-invoices";
import { unpaidForInbox } from "~/flows/invoices/unpaid-invoices.server";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/forms";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { requireMember } from "~/.server/owners/owner-auth";
import { MyJobs } from "~/owner/my-jobs";
import { stepsAhead } from "~/owner/next-step";
import { statusWords } from "~/lib/request-status";
import { inboxFilters, inboxQueryOf, inboxSearch } from "~/owner/inbox-query";
import { inboxRequests } from "~/owner/inbox-requests.server";
import { boardRowOf, placeOf, problemOf, waitedFor } from "~/owner/board-row";
import { requestReference } from "~/lib/request-status";
import { useAutoRevalidate } from "~/lib/use-auto-revalidate";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.mode === "jobs" ? "My jobs" : "Inbox") },
  { name: "robots", content: "noindex, nofollow" },
];

/** What a driver's unread thread says came: "Estimate approved by Jane Roy", "Message: …". */
function whatCame(
  latest: { via: string; body: string },
  decided: { decision: string | null; decidedName: string | null } | undefined,
): string {
  if (latest.via === "decision") {
    if (decided?.decision === "approved") return `Estimate approved${decided.decidedName ? ` by ${decided.decidedName}` : ""}`;
    if (decided?.decision === "declined") return "Estimate declined";
    return "Decision on the estimate";
  }
  // A card payment, written into the thread by the site (app/flows/invoices/).
  if (latest.via === "payment") return `Payment: ${latest.body}`;
  return `${latest.via === "text" ? "Text" : "Message"}: ${latest.body}`;
}

/**
 * A technician's start: the jobs assigned to them, newest first, with the next step of each, and
 * their phones' alerts. Read by the store's query scoped to them: nothing else is loaded.
 */
async function technicianJobs(member: { id: number; email: string; name: string | null }, context: Route.LoaderArgs["context"]) {
  const now = Date.now();
  const [jobs, devices, keys] = await Promise.all([
    context.requestStore.list({ assignedTo: member.id, spam: "exclude", limit: 100 }),
    context.alerts.devices(member.id),
    context.alerts.vapidKeys(),
  ]);
  return {
    mode: "jobs" as const,
    member: { email: member.email, name: member.name, role: "technician" as const },
    vapidPublicKey: keys.publicKey,
    devices: devices.map(alertDeviceRow),
    jobs: jobs.map((stored) => {
      const [next] = stepsAhead({ status: stored.status, spam: stored.spam, forgotten: Boolean(stored.forgottenAt), assigned: true });
      return {
        id: stored.id,
        reference: requestReference(stored),
        status: statusWords[stored.status],
        place: placeOf(stored.details),
        problem: problemOf(stored.details, stored.message),
        waited: waitedFor(stored.createdAt, now),
        next: next && next !== "assign" ? `Next: ${statusWords[next]}` : null,
      };
    }),
  };
}

/** A phone that alerts this member, as the Phone alerts list shows it. */
function alertDeviceRow(device: Awaited<ReturnType<Route.LoaderArgs["context"]["alerts"]["devices"]>>[number]): AlertDeviceRow {
  return {
    id: device.id,
    device: device.device,
    endpoint: device.endpoint,
    addedAt: formatTorontoTime(device.createdAt, { year: true }),
    lastAlertedAt: device.lastAlertedAt ? formatTorontoTime(device.lastAlertedAt) : null,
    lastError: device.lastError,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireMember(request, context);
  if (owner.role === "technician") return technicianJobs(owner, context);
  const query = inboxQueryOf(new URL(request.url).searchParams);
  const now = Date.now();
  // Roadside requests nobody has seen come first, the longest waiting at the top, whatever the filter.
  const [waiting, requests, unread] = await Promise.all([
    context.requestStore.list({ kind: "roadside", statuses: ["new"], unacknowledged: true, order: "oldest", limit: 50 }),
    inboxRequests(context, query),
    context.messages.unreadThreads(),
  ]);
  const waitingIds = new Set(waiting.map((stored) => stored.id));
  const unreadBy = new Map(unread.map((thread) => [thread.request, thread]));
  const [devices, keys, unmatched, reviewsWaiting, estimates] = await Promise.all([
    context.alerts.devices(owner.id),
    context.alerts.vapidKeys(),
    context.messages.unmatched(7),
    context.reviews.countWaiting(),
    context.estimates.versionsOf([...new Set([...requests.map((stored) => stored.id), ...unread.map((thread) => thread.request)])]),
  ]);
  const threads = await Promise.all(
    unread.map(async (thread) => {
      const stored = await context.requestStore.get(thread.request);
      return stored && !stored.spam
        ? [
            {
              id: stored.id,
              reference: requestReference(stored),
              unread: thread.unread,
              at: formatTorontoTime(thread.latestAt),
              latest: whatCame({ via: thread.latestVia, body: thread.latest }, estimates.get(stored.id)?.at(-1)),
            },
          ]
        : [];
    }),
  );
  return {
    // What customers owe, overdue first (app/flows/invoices/).
    unpaidInvoices: await unpaidForInbox(context),
    mode: "inbox" as const,
    reviewsWaiting,
    newMessages: threads.flat(),
    unmatchedTexts: unmatched.map((text) => ({
      id: text.id,
      from: text.fromPhone ?? "unknown number",
      at: formatTorontoTime(text.at),
      body: text.body,
    })),
    email: owner.email,
    filter: query.filter.id,
    kind: query.kind ?? "",
    search: query.search,
    vapidPublicKey: keys.publicKey,
    devices: devices.map(alertDeviceRow),
    waiting: waiting.map((stored) => ({
      id: stored.id,
      reference: requestReference(stored),
      name: stored.name,
      phone: stored.phone,
      waited: waitedFor(stored.createdAt, now),
      summary: [placeOf(stored.details), problemOf(stored.details, stored.message)].filter(Boolean).join(" · "),
    })),
    requests: requests
      .filter((stored) => !waitingIds.has(stored.id))
      .map((stored) => boardRowOf(stored, { versions: estimates.get(stored.id), unread: unreadBy.get(stored.id)?.unread ?? 0, now })),
  };
}

const lastKnown = lastKnownData<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>();

/** A refresh that fails (no signal) keeps the page as it was. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastKnown.load(serverLoader);
}

/**
 * The dispatch board: what waits on the owner first (roadside requests nobody has seen, new
 * messages), then every request as a line that says where, what, who is on it and when. On a
 * phone the board and a request are two screens; from 1024 px side by side, the open request on
 * the right (its route is nested here), so the owner moves between requests without going back.
 */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  useEffect(() => lastKnown.remember(loaderData), [loaderData]);
  const open = useOutlet();
  const selected = Number(useParams().id ?? 0);
  // New requests (and new jobs) appear without a reload.
  useAutoRevalidate(30);
  if (loaderData.mode === "jobs") {
    const { member, jobs, devices, vapidPublicKey } = loaderData;
    return (
      <OwnerFrame member={member} wide>
        <ListBesideOpen open={open} placeholder="Choose a job on the left: it opens here.">
          <MyJobs jobs={jobs} selected={selected} />
          <PhoneAlerts devices={devices} publicKey={vapidPublicKey} ringsFor="each job assigned to you" />
        </ListBesideOpen>
      </OwnerFrame>
    );
  }
  const {
    email,
    filter,
    kind,
    search,
    requests,
    waiting,
    devices,
    vapidPublicKey,
    newMessages,
    unmatchedTexts,
    reviewsWaiting,
    unpaidInvoices,
  } = loaderData;
  const tab =
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold aria-[current=page]:bg-charcoal aria-[current=page]:text-white";
  return (
    <OwnerFrame member={{ email }} wide>
      <ListBesideOpen open={open} placeholder="Choose a request on the left: it opens here.">
        <h1 className="mt-6 text-4xl font-bold uppercase">Inbox</h1>
        {reviewsWaiting > 0 ? (
          <p className="mt-3 rounded-md border-2 border-ink bg-hivis/40 p-3 font-semibold">
            <Link to="/owner/reviews" className="underline">
              {reviewsWaiting === 1 ? "1 review waits" : `${reviewsWaiting} reviews wait`} for you to publish or hide
            </Link>
          </p>
        ) : null}
        <NewMessages threads={newMessages} />
        {waiting.length > 0 ? <WaitingForYou waiting={waiting} /> : null}
        <UnpaidInvoices invoices={unpaidInvoices} />
        <nav aria-label="Filter requests" className="mt-4 flex flex-wrap gap-1">
          {inboxFilters.map((candidate) => (
            <Link
              key={candidate.id}
              to={`/owner${inboxSearch({ filter: candidate.id, kind, search })}`}
              aria-current={candidate.id === filter ? "page" : undefined}
              className={tab}
            >
              {candidate.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Kind of request" className="mt-1 flex flex-wrap gap-1 text-sm">
          {[
            ["", "Every kind"],
            ["quote", "Quotes"],
            ["roadside", "Roadside"],
          ].map(([value, label]) => (
            <Link
              key={value}
              to={`/owner${inboxSearch({ filter, kind: value, search })}`}
              aria-current={value === kind ? "page" : undefined}
              className={tab}
            >
              {label}
            </Link>
          ))}
        </nav>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Form method="get" action="/owner" role="search" className="flex basis-full items-end gap-2">
            {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
            {kind ? <input type="hidden" name="kind" value={kind} /> : null}
            <Field id="inbox-search" label="Name or phone" className="flex-1">
              {(wiring) => <Input name="q" type="search" defaultValue={search} {...wiring} />}
            </Field>
            <Button type="submit" variant="default">
              <Search aria-hidden="true" />
              Search
            </Button>
          </Form>
          <a href={`/owner/export.csv${inboxSearch({ filter, kind, search })}`} download className={buttonClasses({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <p className="mt-6 text-sm text-steel" aria-live="polite">
          {requests.length > 0
            ? `${requests.length} ${waiting.length > 0 ? "other " : ""}request${requests.length === 1 ? "" : "s"}, newest first.`
            : waiting.length > 0
              ? "No other requests here: every one is in Not yet seen above."
              : "No requests here."}
        </p>
        <BoardList rows={requests} selected={selected} />
        <UnmatchedTexts texts={unmatchedTexts} />
        <PhoneAlerts devices={devices} publicKey={vapidPublicKey} />
      </ListBesideOpen>
    </OwnerFrame>
  );
}

/**
 * The list, and from 1024 px the opened request (the child route) beside it; on a phone the
 * opened request takes the screen and the list waits behind it.
 */
function ListBesideOpen({ open, placeholder, children }: { open: ReactNode; placeholder: string; children: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[minmax(22rem,28rem)_1fr] lg:gap-8">
      <div className={cn(open ? "hidden lg:block" : undefined)}>{children}</div>
      {open ?? (
        <p className="mt-24 hidden rounded-md border-2 border-dashed border-steel-light p-8 text-center text-lg text-steel lg:block">
          {placeholder}
        </p>
      )}
    </div>
  );
}

/** Roadside requests no one has seen, longest waiting first: open one, or tap "Got it" to say it is seen. */
function WaitingForYou({ waiting }: { waiting: Extract<Route.ComponentProps["loaderData"], { mode: "inbox" }>["waiting"] }) {
  return (
    <section aria-labelledby="waiting-heading" className="mt-4 rounded-md border-2 border-danger bg-white p-3">
      <h2 id="waiting-heading" className="text-2xl font-bold uppercase">
        Not yet seen: {waiting.length} roadside
      </h2>
      <ul className="mt-2 grid gap-2">
        {waiting.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center gap-2 border-t border-steel-light pt-2 first:border-t-0 first:pt-0">
            <Link to={`/owner/requests/${request.id}`} className="min-h-11 flex-1 font-semibold underline">
              <span className="block">
                {request.reference} · waiting {request.waited}
              </span>
              <span className="block text-lg">
                {request.name || "(no name)"} · {request.phone}
              </span>
              {request.summary ? <span className="block font-normal text-steel">{request.summary}</span> : null}
            </Link>
            <Form method="post" action={`/owner/requests/${request.id}`}>
              <input type="hidden" name="intent" value="acknowledge" />
              <Button type="submit" variant="outline" aria-label={`Got it: ${request.reference}`}>
                <Check aria-hidden="true" />
                Got it
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
