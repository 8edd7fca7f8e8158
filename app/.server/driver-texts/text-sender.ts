import { siteConfig } from "~/config/site";
import { createBackgroundWork } from "../background-work";
import type { MessageStore } from "../messages/store";
import type { RequestStore, StoredRequest } from "../requests/store";
import { sendSms, SmsRefusedError, type SmsSettings } from "../sms/twilio";
import { displayNumber, textableNumber } from "./phone-number";
import { replyStep, stepOfStatus, type ClaimedText, type DriverTextStore } from "./store";
import { driverTextBody, invoiceStep, receiptStep, stepWords, type InvoiceTextFacts } from "./text-body";

export interface DriverTextOptions {
  /** The provider, when TWILIO_* are set; without it no text is owed and the site works as before. */
  sms: SmsSettings | undefined;
  /** The site's origin, for the status page's address in every text. */
  siteUrl: string;
  /** SMS_FOLD_SECONDS: changes this close together go as one text, the latest. */
  foldMs: number;
  /** How often texts owed are looked for (another process's, a back-off over). */
  sweepMs?: number;
  /** How long one process's claim on a text lasts: longer than a send can take (15 s). */
  leaseMs?: number;
  /** An estimate version's total with tax (cents), for its text; null when there is none. */
  estimateTotal?: (request: number, version: number) => Promise<number | null>;
  /** An invoice's number, total and payment, for its texts; null when there is none. */
  invoiceFacts?: (invoice: number) => Promise<InvoiceTextFacts | null>;
}

export interface DriverTexts {
  /** Whether texts to drivers are set up at all (TWILIO_*). */
  enabled: boolean;
  /** Whether this request's driver gets texts: asked for, a number that takes them, not spam. */
  wantsTexts(request: StoredRequest): boolean;
  /** A new request: the "received" text, now. */
  requestStored(request: StoredRequest): void;
  /** The owner changed the status, who is coming or when: that step's text, folded with changes close to it. */
  dispatchChanged(request: StoredRequest): void;
  /** The owner sent an estimate (a version): "Your estimate is ready", with its total and the page. */
  estimateSent(request: StoredRequest, version: number): void;
  /** The invoice is issued: "Your invoice 2026-0007 for $609.01 is ready", with the page; once per invoice. */
  invoiceIssued(request: StoredRequest, invoice: number): void;
  /** The invoice is paid (by card, or marked on site): the receipt, once per invoice. */
  invoicePaid(request: StoredRequest, invoice: number): void;
  /** The owner replied in the thread: the reply goes by text when the driver gets texts or texted us. */
  replied(request: StoredRequest, message: number, driverTexted: boolean): void;
  start(): void;
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

/** Past this many attempts a text is given up (about an hour of back-off): it is news no more. */
const maxAttempts = 8;
/**
 * Anyone can type any number in a form: at most this many "received" texts go to one number in
 * 24 hours, so the site cannot be made to pester a stranger (a driver with more requests still
 * sees each on its status page, and the owner's texts and replies still go).
 */
const receivedTextsPerNumberPerDay = 3;

/**
 * Texts the driver at each step of a request (received, technician assigned, on the way,
 * completed) and the owner's replies, from a queue in the database: each text is owed once per
 * request and step, claimed before it is sent, so two processes never send one twice and a killed
 * process's texts go out from another once its claim runs out. Every attempt, with the provider's
 * message id and status, goes into the request's history.
 */
export function createDriverTexts(
  requests: RequestStore,
  texts: DriverTextStore,
  messages: MessageStore,
  { sms, siteUrl, foldMs, sweepMs = 5_000, leaseMs = 60_000, estimateTotal, invoiceFacts }: DriverTextOptions,
): DriverTexts {
  const work = createBackgroundWork("texts", "Texting the driver failed:");
  const timers = new Set<NodeJS.Timeout>();
  let draining: Promise<void> | null = null;
  let drainAgain = false;

  const wantsTexts = (request: StoredRequest) => Boolean(sms && request.textsWanted && !request.spam && textableNumber(request.phone));

  /**
   * Owes what a process that died between a change and its text left unowed (the request is
   * stored, or its status changed, but no text row was written): every sweep, for the last day.
   */
  async function oweMissing() {
    for (const missing of await texts.missingTexts(new Date(Date.now() - 24 * 3600_000))) {
      if (work.stopped || !textableNumber(missing.phone)) continue;
      if (!missing.received) await texts.owe(missing.request, "received", Date.now());
      if (stepOfStatus(missing.status)) await texts.oweCurrentStep(missing.request, Date.now() + foldMs);
    }
  }

  /** Sends every text due, one claim at a time; a call while draining drains again after. */
  function drain() {
    if (work.stopped) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        for (;;) {
          if (work.stopped) return;
          const text = await texts.claimDue(leaseMs);
          if (!text) break;
          await deliver(text);
        }
      } while (drainAgain && !work.stopped);
    })().finally(() => (draining = null));
    work.track(draining);
  }

  /** Drains when `dueAt` comes (this process's own texts; the sweep finds everyone's). */
  function drainAt(dueAt: number) {
    if (work.stopped) return;
    if (dueAt <= Date.now()) return drain();
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        drain();
      },
      // A timer may fire a millisecond before the wall clock reaches its moment: a little after, so the text is due.
      Math.max(0, dueAt - Date.now()) + 25,
    );
    timer.unref();
    timers.add(timer);
  }

  // A request's texts are owed one after another, in the order they were asked for: two owed at
  // once (a reply, then the estimate) would otherwise race on PostgreSQL, and the later one could
  // be stored, and sent, first. Different requests' texts are owed side by side.
  const owing = new Map<number, Promise<unknown>>();
  function inTurn(request: number, oweIt: () => Promise<boolean>, dueAt: number) {
    const turn = (owing.get(request) ?? Promise.resolve()).then(oweIt).then((owed) => (owed ? drainAt(dueAt) : undefined));
    const settled = turn.catch(() => undefined);
    owing.set(request, settled);
    void settled.then(() => {
      if (owing.get(request) === settled) owing.delete(request);
    });
    work.track(turn);
  }

  function owe(request: StoredRequest, step: string, dueAt: number) {
    inTurn(request.id, () => texts.owe(request.id, step, dueAt), dueAt);
  }

  async function cancel(text: ClaimedText, reason: string) {
    await texts.markCancelled(text, reason);
    await requests.recordEvent(text.request, "text-cancelled", `${stepWords(text.step)}: ${reason}`);
  }

  async function deliver(text: ClaimedText) {
    const request = await requests.get(text.request);
    if (!request) return texts.markCancelled(text, "the request is gone");
    if (request.spam) return cancel(text, "marked spam");
    const to = textableNumber(request.phone);
    if (!sms || !to) return cancel(text, "no number texts can go to");
    if (await texts.textsStopped(to)) return cancel(text, "the driver replied STOP");
    if (to === sms.from || to === siteConfig.phone.e164) return cancel(text, "that is the business's own number");
    // Past a few requests from one address in minutes, a request is flagged (busy address): a
    // script typing strangers' numbers would have the business text each of them. Its driver hears
    // from us once the owner acts on it (assigned, a reply), not before.
    if (text.step === "received" && request.suspect)
      return cancel(text, "the request came from a busy address: texts start when the owner acts on it");
    if (
      text.step === "received" &&
      (await texts.receivedTextsTo(to, new Date(Date.now() - 24 * 3600_000))) >= receivedTextsPerNumberPerDay
    ) {
      return cancel(text, `${receivedTextsPerNumberPerDay} requests from this number were texted in the last 24 hours already`);
    }
    const isReply = text.step.startsWith("reply-");
    const aboutInvoice = /^(invoice|receipt)-/.test(text.step);
    const isStatus = !isReply && !aboutInvoice && !text.step.startsWith("estimate-") && text.step !== "received";
    if (isStatus && stepOfStatus(request.status) !== text.step) {
      return cancel(text, `the status is ${request.status} now`);
    }
    let estimateTotalCents: number | undefined;
    if (text.step.startsWith("estimate-")) {
      const total = await estimateTotal?.(request.id, Number(text.step.slice("estimate-".length)));
      if (total === null || total === undefined) return cancel(text, "the estimate is gone");
      estimateTotalCents = total;
    }
    let invoice: InvoiceTextFacts | undefined;
    if (aboutInvoice) {
      const facts = await invoiceFacts?.(Number(text.step.slice(text.step.indexOf("-") + 1)));
      if (!facts) return cancel(text, "the invoice is gone");
      if (text.step.startsWith("receipt-") && !facts.paidAt) return cancel(text, "the invoice is not paid");
      invoice = facts;
    }
    let reply: string | undefined;
    if (isReply) {
      const id = Number(text.step.slice("reply-".length));
      reply = (await messages.thread(request.id)).find((message) => message.id === id)?.body;
      if (reply === undefined) return cancel(text, "the reply is gone");
    }
    try {
      const sent = await sendSms(sms, to, driverTextBody(request, text.step, { siteUrl, reply, estimateTotalCents, invoice }));
      await texts.markSent(text, sent);
      await requests.recordEvent(request.id, "text-sent", `${stepWords(text.step)}: to ${displayNumber(to)} (${sent.sid}, ${sent.status})`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The provider refused this text for good (a number it cannot text, one that opted out there): no retry.
      if ((error instanceof SmsRefusedError && error.status === 400) || text.attempts >= maxAttempts) {
        return cancel(text, reason);
      }
      console.error(`Text for request #${request.id} (${stepWords(text.step)}) failed (will retry): ${reason}`);
      await texts.markFailed(text, reason);
      await requests.recordEvent(request.id, "text-failed", `${stepWords(text.step)}: ${reason} (will retry)`);
    }
  }

  return {
    enabled: Boolean(sms),
    wantsTexts,
    requestStored(request) {
      if (work.stopped || !wantsTexts(request)) return;
      owe(request, "received", Date.now());
    },
    dispatchChanged(request) {
      if (work.stopped || !wantsTexts(request)) return;
      const dueAt = Date.now() + foldMs;
      // The step is read from the request as it is when owed: changes owed out of order end in the latest.
      inTurn(request.id, () => texts.oweCurrentStep(request.id, dueAt), dueAt);
    },
    estimateSent(request, version) {
      if (work.stopped || !wantsTexts(request)) return;
      owe(request, `estimate-${version}`, Date.now());
    },
    invoiceIssued(request, invoice) {
      if (work.stopped || !wantsTexts(request)) return;
      owe(request, invoiceStep(invoice), Date.now());
    },
    invoicePaid(request, invoice) {
      if (work.stopped || !wantsTexts(request)) return;
      owe(request, receiptStep(invoice), Date.now());
    },
    replied(request, message, driverTexted) {
      if (work.stopped || !sms || request.spam || !textableNumber(request.phone)) return;
      if (!request.textsWanted && !driverTexted) return;
      owe(request, replyStep(message), Date.now());
    },
    start() {
      if (sms) work.every(sweepMs, () => oweMissing().then(drain));
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await work.stop();
    },
    idle: () => work.idle(),
  };
}
