import { useEffect } from "react";
import { Check, Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { lastKnownData } from "~/lib/last-known-data";
import type { Route } from "./+types/route";
import { NewMessages, UnmatchedTexts } from "~/owner/new-messages";
import { OwnerFrame } from "~/owner/owner-frame";
import { PhoneAlerts } from "~/owner/phone-alerts";
import { UnpaidInvoices } from "~/owner/unpaid-invoices";
import { unpaidForInbox } from "~/flows/invoices/unpaid-invoices.server";
import { Button, buttonClasses } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/forms";
import { formatTorontoTime } from "~/lib/format-date";
import { pageTitle } from "~/lib/meta";
import { requireOwner } from "~/.server/owners/owner-auth";
import { inboxFilters, inboxQueryOf, inboxSearch, listFilterOf } from "~/owner/inbox-query";
import { requestReference, type RequestStatus } from "~/lib/request-status";
import { useAutoRevalidate } from "~/lib/use-auto-revalidate";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Inbox") }, { name: "robots", content: "noindex, nofollow" }];

/** What one line of the inbox shows: enough to decide which request to open first. */
function summaryOf(details: Record<string, unknown> | null, message: string): string {
  const problems = Array.isArray(details?.problems) ? (details.problems as string[]) : [];
  const location = (details?.location ?? {}) as { road?: string; direction?: string; landmark?: string; nearestCity?: string | null };
  const where =
    location.nearestCity ?? [location.road && `Hwy ${location.road}`, location.direction, location.landmark].filter(Boolean).join(" ");
  const text = [where, problems.join(", "), message].filter(Boolean).join(" · ");
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** "4 min", "1 h 12 min": how long a request has waited for a person to see it. */
function waitedFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { owner } = await requireOwner(request, context);
  const query = inboxQueryOf(new URL(request.url).searchParams);
  const now = Date.now();
  // Roadside requests nobody has seen come first, the longest waiting at the top, whatever the filter.
  const [waiting, requests] = await Promise.all([
    context.requestStore.list({ kind: "roadside", statuses: ["new"], unacknowledged: true, order: "oldest", limit: 50 }),
    context.requestStore.list({ ...listFilterOf(query), limit: 200 }),
  ]);
  const waitingIds = new Set(waiting.map((stored) => stored.id));
  const [devices, keys, unread, unmatched, reviewsWaiting] = await Promise.all([
    context.alerts.devices(owner.id),
    context.alerts.vapidKeys(),
    context.messages.unreadThreads(),
    context.messages.unmatched(7),
    context.reviews.countWaiting(),
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
              latest: `${thread.latestVia === "decision" ? "Decision on the estimate" : thread.latestVia === "payment" ? "Payment" : "Driver"}: ${thread.latest}`,
            },
          ]
        : [];
    }),
  );
  return {
    // What customers owe, overdue first (app/flows/invoices/).
    unpaidInvoices: await unpaidForInbox(context),
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
    devices: devices.map((device) => ({
      id: device.id,
      device: device.device,
      endpoint: device.endpoint,
      addedAt: formatTorontoTime(device.createdAt, { year: true }),
      lastAlertedAt: device.lastAlertedAt ? formatTorontoTime(device.lastAlertedAt) : null,
      lastError: device.lastError,
    })),
    waiting: waiting.map((stored) => ({
      id: stored.id,
      reference: requestReference(stored),
      name: stored.name,
      phone: stored.phone,
      waited: waitedFor(stored.createdAt, now),
      summary: summaryOf(stored.details, stored.message),
    })),
    requests: requests
      .filter((stored) => !waitingIds.has(stored.id))
      .map((stored) => ({
        id: stored.id,
        reference: requestReference(stored),
        kind: stored.kind,
        status: stored.status,
        name: stored.name,
        phone: stored.phone,
        receivedAt: formatTorontoTime(stored.createdAt),
        spam: stored.spam,
        suspect: stored.suspect,
        summary: summaryOf(stored.details, stored.message),
      })),
  };
}

const statusBadge: Record<RequestStatus, string> = {
  new: "bg-hivis text-ink",
  contacted: "bg-steel-light text-ink",
  scheduled: "bg-steel-light text-ink",
  dispatched: "bg-charcoal text-white",
  "on-the-way": "bg-charcoal text-white",
  done: "bg-ok text-white",
  lost: "bg-white text-ink border border-steel",
};

const lastKnown = lastKnownData<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>();

/** A refresh that fails (no signal) keeps the page as it was. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return lastKnown.load(serverLoader);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  useEffect(() => lastKnown.remember(loaderData), [loaderData]);
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
  // New requests appear without a reload.
  useAutoRevalidate(30);
  const tab =
    "inline-flex min-h-11 items-center rounded-md px-3 font-semibold aria-[current=page]:bg-charcoal aria-[current=page]:text-white";
  return (
    <OwnerFrame email={email}>
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
        <Form method="get" role="search" className="flex flex-1 items-end gap-2">
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
      <ul className="mt-2 grid gap-2">
        {requests.map((request) => (
          <li key={request.id}>
            <Link
              to={`/owner/requests/${request.id}`}
              className="block rounded-md border-2 border-steel-light bg-white p-3 hover:border-ink focus-visible:border-ink"
            >
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded px-2 py-0.5 font-bold uppercase ${statusBadge[request.status]}`}>
                  {request.status === "new" ? "New" : request.status}
                </span>
                <span className="font-semibold">{request.kind === "roadside" ? "Roadside" : "Quote"}</span>
                <span>{request.reference}</span>
                {request.spam ? <span className="rounded bg-danger px-2 py-0.5 font-bold text-white">Spam</span> : null}
                {request.suspect ? (
                  <span className="rounded border border-danger px-2 py-0.5 font-bold text-danger">Busy address</span>
                ) : null}
                <span className="ml-auto text-steel">{request.receivedAt}</span>
              </span>
              <span className="mt-1 block text-lg font-bold">
                {request.name || "(no name)"} · {request.phone}
              </span>
              {request.summary ? <span className="mt-0.5 block text-steel">{request.summary}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <UnmatchedTexts texts={unmatchedTexts} />
      <PhoneAlerts devices={devices} publicKey={vapidPublicKey} />
    </OwnerFrame>
  );
}

/** Roadside requests no one has seen, longest waiting first: open one, or tap "Got it" to say it is seen. */
function WaitingForYou({ waiting }: { waiting: Route.ComponentProps["loaderData"]["waiting"] }) {
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
