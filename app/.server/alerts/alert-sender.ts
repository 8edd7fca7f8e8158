import { WebPushError } from "web-push";
import { createBackgroundWork } from "../background-work";
import { createMailTransport } from "../mail/transport";
import type { MessageStore } from "../messages/store";
import type { RequestStore, StoredRequest } from "../requests/store";
import { sendSms, type SmsSettings } from "../sms/twilio";
import { alertPayload, type AlertDescription } from "./alert-text";
import { createPushPoster } from "./push-post";
import { mapLinkOf, type PlaceOfTruck } from "~/lib/map-link";
import { ownerEmailOf } from "./owner-email";
import { assignmentRound, type AlertStore, type ClaimedAlert } from "./store";
import type { OwnerStore } from "../owners/store";
import type { AlertChannelStore } from "./alert-channels";
import { defaultAlertChannels, type AlertChannelSettings } from "~/lib/alert-channels";

export interface AlertSenderOptions {
  describe: AlertDescription;
  /** The site's origin, for links in texts and e-mails. */
  siteUrl: string;
  /** VAPID_SUBJECT: a mailto: of the business, which push services may use to reach it. */
  subject: string;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: lets the loopback push double in (tests only). */
  allowLocal?: boolean;
  /** The owner's mobile (OWNER_ALERT_SMS_TO) and the provider, when texts are set up. */
  sms?: { to: string; settings: SmsSettings };
  /** LEADS_ESCALATE_TO through SMTP_URL: a second person, told when nobody has seen a roadside request. */
  escalationEmail?: { smtpUrl: string; from: string; to: string };
  /** ESCALATE_AFTER_MINUTES: a roadside request nobody has seen is alerted again after this, and again after three times this. */
  escalateAfterMs: number;
  /** How often alerts owed are looked for (a back-off over, another process's dead claim, an escalation due). */
  sweepMs?: number;
  /** How long one process's claim on an alert lasts: longer than a send can take. */
  leaseMs?: number;
  /** The threads, for alerts about a driver's message, and how many came lately (a flood is pushed, not texted). */
  messages?: Pick<MessageStore, "thread" | "countSince">;
  /** SMTP_URL and LEADS_NOTIFY_TO: where a driver's message or decision is e-mailed. */
  ownerEmail?: { smtpUrl: string; from: string; to: string };
  /** The owner's choice of channels for each kind of alert (the settings page); every channel when absent. */
  channels?: Pick<AlertChannelStore, "get">;
  /** The team, and the provider for texts to a member's mobile (when texts are set up). */
  members?: Pick<OwnerStore, "getOwner">;
  memberSms?: SmsSettings;
}

export interface AlertSender {
  /** Owes a new request's alert to every device (and, for a roadside request, the owner's text) and sends it now. */
  alertSoon(request: StoredRequest): void;
  /**
   * What a driver did on the request's page or by text (a message, photos with it, a decision on
   * the estimate): pushed, texted to the owner's mobile and e-mailed to the owner's inbox address,
   * on the channels the owner keeps on for that kind, each with the reference, the first words
   * and the request's link.
   */
  messageSoon(request: StoredRequest, message: number, kind: "message" | "decision" | "payment"): void;
  /**
   * A job assigned to a team member: pushed to their phones and texted to their mobile (when they
   * have one and texts are set up), once per assignment (`assignment`: its history line's id),
   * with the job's link.
   */
  assignedSoon(request: StoredRequest, member: { id: number; phone: string | null }, assignment: number): void;
  /** Looks for alerts owed and escalations due, now and every `sweepMs`. */
  start(): void;
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

/** "5 min", or "3 s" for the short delays of tests. */
const timeSpan = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);

/**
 * Drivers' messages to every request together in 10 minutes past which a message is pushed but
 * not texted or e-mailed, unless it is its request's first in those 10 minutes: each status link
 * takes 20 in 10 minutes, and someone holding many links (a request is easy to make) would
 * otherwise run up the owner's texts and bury their phone, or, were a request's first message held
 * too, silence a real driver. A one-person business does not get this many real messages in 10
 * minutes; the inbox shows them all.
 */
const messageAlertFlood = 12;
const messageAlertFloodWindowMs = 10 * 60_000;

/** Escalation rounds after the first alert: at 1× and 3× the delay; never more. */
const escalationFactors = [1, 3] as const;

/**
 * Tells the owner of each new request on every channel set up, from a queue in the database:
 * a push to every subscribed phone, a text to the owner's mobile for a roadside request, and,
 * while nobody has seen a roadside request, escalation rounds (pushes and text again, and an
 * e-mail to a second person). Each alert is claimed before it is sent, so two processes never
 * send one twice and a killed process's claims run out and are taken by another. A device the
 * push service no longer knows (404, 410) is removed; other failures are retried with back-off.
 * Every outcome, and every round, goes into the request's history.
 */
export function createAlertSender(requests: RequestStore, alerts: AlertStore, options: AlertSenderOptions): AlertSender {
  const {
    describe,
    siteUrl,
    subject,
    allowLocal = false,
    sms,
    escalationEmail,
    escalateAfterMs,
    sweepMs = 5_000,
    leaseMs = 60_000,
    messages,
    ownerEmail,
    channels,
    members,
    memberSms,
  } = options;
  const pushes = createPushPoster({ allowLocal });
  const mail = escalationEmail ? createMailTransport(escalationEmail.smtpUrl) : null;
  const ownerMail = ownerEmail ? createMailTransport(ownerEmail.smtpUrl) : null;
  const work = createBackgroundWork("alerts", "Sending alerts failed:");

  /**
   * The channels besides push that a round of this request goes on: the first alert as the owner
   * chose for its kind; an escalation round (nobody has seen it) on every channel there is.
   */
  function otherChannels(request: StoredRequest, round: number, chosen: AlertChannelSettings): ("sms" | "email")[] {
    const texted = sms && (round > 0 ? request.kind === "roadside" : chosen[request.kind].text);
    if (request.kind !== "roadside" && !texted) return [];
    return [...(texted ? (["sms"] as const) : []), ...(round > 0 && escalationEmail ? (["email"] as const) : [])];
  }

  const chosenChannels = () => channels?.get() ?? Promise.resolve(defaultAlertChannels);
  /**
   * Whether a driver's message to this request is held back from text and e-mail: the count of the
   * flood that holds it, or null. A request's first message in the window is never held; asking
   * that first keeps the usual case to the request's own (indexed) messages.
   */
  async function floodHolds(request: number): Promise<number | null> {
    if (!messages) return null;
    const since = new Date(Date.now() - messageAlertFloodWindowMs);
    if ((await messages.countSince({ request }, since)) <= 1) return null;
    const lately = await messages.countSince("all", since);
    return lately > messageAlertFlood ? lately : null;
  }

  async function sendPush(alert: ClaimedAlert, request: StoredRequest): Promise<string> {
    const { publicKey, privateKey } = await alerts.vapidKeys();
    const device = alert.subscription!;
    const message = await messageOf(alert, request);
    const answer = await pushes.send({ endpoint: device.endpoint, keys: device.keys }, JSON.stringify(payloadOf(alert, request, message)), {
      vapidDetails: { subject, publicKey, privateKey },
      TTL: 4 * 3600,
      urgency: "high",
    });
    return `${device.device} (push service answered ${answer.statusCode})`;
  }

  /** The driver's message an alert is about (an assignment's `message` is its history line, no message). */
  async function messageOf(alert: ClaimedAlert, request: StoredRequest) {
    if (alert.round === assignmentRound || alert.message <= 0) return undefined;
    return (await messages?.thread(request.id))?.find((each) => each.id === alert.message);
  }

  function payloadOf(alert: ClaimedAlert, request: StoredRequest, message: Awaited<ReturnType<typeof messageOf>>) {
    const payload = alertPayload(request, describe, Math.max(0, alert.round), message);
    return alert.round === assignmentRound ? { ...payload, title: `Assigned to you · ${payload.title}` } : payload;
  }

  /** Where a text goes: the owner's mobile, or (target > 0) the team member's. */
  async function textTo(alert: ClaimedAlert): Promise<{ to: string; settings: SmsSettings }> {
    if (alert.target === 0) return sms!;
    const member = await members?.getOwner(alert.target);
    if (!member?.phone || !memberSms) throw new Error("The member has no mobile now, or texts are not set up.");
    return { to: member.phone, settings: memberSms };
  }

  async function sendText(alert: ClaimedAlert, request: StoredRequest): Promise<string> {
    const message = await messageOf(alert, request);
    const { title, body } = payloadOf(alert, request, message);
    const { to, settings } = await textTo(alert);
    // A new roadside request's text carries where to drive: a map of the spot, as the owner's page does.
    const map =
      !message && request.kind === "roadside" ? mapLinkOf((request.details as { location?: PlaceOfTruck } | null)?.location) : null;
    const sent = await sendSms(
      settings,
      to,
      [title, body, ...(map ? [`Map: ${map}`] : []), `${siteUrl}/owner/requests/${request.id}`].join("\n"),
    );
    return `text to ${to} (${sent.sid}, ${sent.status})`;
  }

  async function sendEmail(alert: ClaimedAlert, request: StoredRequest): Promise<string> {
    const { title, body } = alertPayload(request, describe, alert.round);
    const info = await mail!.sendMail({
      from: escalationEmail!.from,
      to: escalationEmail!.to,
      subject: title,
      text: [
        `Nobody has opened this roadside request in the inbox yet (received ${request.createdAt}).`,
        "",
        body,
        "",
        `Open it: ${siteUrl}/owner/requests/${request.id}`,
        "Call the driver, or make sure someone does.",
      ].join("\n"),
    });
    return `e-mail to ${escalationEmail!.to} (${info.response ?? "accepted"})`;
  }

  /** A customer's message, decision or card payment (a message of the thread) to the owner's inbox address. */
  async function sendOwnerEmail(alert: ClaimedAlert, request: StoredRequest): Promise<string> {
    const message = (await messages?.thread(request.id))?.find((each) => each.id === alert.message);
    if (!message) return "nothing to e-mail (the message is gone)";
    const info = await ownerMail!.sendMail({ from: ownerEmail!.from, to: ownerEmail!.to, ...ownerEmailOf(request, message, siteUrl) });
    return `e-mail to ${ownerEmail!.to} (${info.response ?? "accepted"})`;
  }

  async function deliver(alert: ClaimedAlert) {
    const request = await requests.get(alert.request);
    // Spam is never alerted; an escalation stops once a person has seen the request.
    if (!request || request.spam || (alert.round > 0 && request.acknowledgedAt)) {
      await alerts.markSent(alert);
      return;
    }
    const what =
      alert.channel === "push"
        ? alert.subscription!.device
        : alert.channel === "sms"
          ? "text"
          : alert.channel === "owner-email"
            ? "owner's e-mail"
            : "escalation e-mail";
    try {
      const sent =
        alert.channel === "push"
          ? await sendPush(alert, request)
          : alert.channel === "sms"
            ? await sendText(alert, request)
            : alert.channel === "owner-email"
              ? await sendOwnerEmail(alert, request)
              : await sendEmail(alert, request);
      await alerts.markSent(alert);
      const about =
        alert.round === assignmentRound
          ? "assignment: "
          : alert.round > 0
            ? `round ${alert.round + 1}: `
            : alert.message > 0
              ? "driver's message: "
              : "";
      await requests.recordEvent(request.id, "alert-sent", `${about}${sent}`);
    } catch (error) {
      if (alert.subscription && error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await alerts.removeDevice(alert.subscription.id);
        await requests.recordEvent(request.id, "alert-device-gone", `${what} (push service answered ${error.statusCode})`);
        return;
      }
      const reason =
        error instanceof WebPushError
          ? `push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`
          : error instanceof Error
            ? error.message
            : String(error);
      console.error(`Alert for request #${request.id} by ${what} failed (will retry): ${reason}`);
      await alerts.markFailed(alert, reason);
      await requests.recordEvent(request.id, "alert-failed", `${what}: ${reason}`);
    }
  }

  /** Sends every alert due (of one request, or all), one claim at a time. */
  async function drain(request?: number) {
    for (;;) {
      if (work.stopped) return;
      const alert = await alerts.claimDue(leaseMs, request);
      if (!alert) return;
      await deliver(alert);
    }
  }

  /** Roadside requests nobody has seen, past a round's time: the round begins (once, whichever process) and is owed. */
  async function escalate() {
    const waiting = await requests.list({ kind: "roadside", statuses: ["new"], unacknowledged: true, order: "oldest", limit: 100 });
    const now = Date.now();
    for (const request of waiting) {
      const age = now - new Date(request.createdAt).getTime();
      for (const [index, factor] of escalationFactors.entries()) {
        const round = index + 1;
        if (age < escalateAfterMs * factor || work.stopped) continue;
        // Too old for its alerts to help (a request left from before a restart): no round starts a day late.
        if (age > escalateAfterMs * factor + 24 * 3600_000) continue;
        if (!(await alerts.beginRound(request.id, round))) continue;
        await requests.recordEvent(
          request.id,
          "escalated",
          `round ${round + 1}: nobody has seen it after ${timeSpan(escalateAfterMs * factor)}`,
        );
        await alerts.enqueue(request.id, round, otherChannels(request, round, defaultAlertChannels));
      }
    }
  }

  return {
    alertSoon(request) {
      if (work.stopped || request.spam) return;
      work.track(
        chosenChannels()
          .then((chosen) => alerts.enqueue(request.id, 0, otherChannels(request, 0, chosen), 0, { pushes: chosen[request.kind].push }))
          .then((owed) => (owed > 0 ? drain(request.id) : undefined)),
      );
    },
    messageSoon(request, message, kind) {
      if (work.stopped || request.spam) return;
      work.track(
        chosenChannels()
          .then(async (chosen) => {
            const on = chosen[kind];
            const channels = [...(on.text && sms ? (["sms"] as const) : []), ...(on.email && ownerEmail ? (["owner-email"] as const) : [])];
            const held = kind === "message" && channels.length > 0 ? await floodHolds(request.id) : null;
            if (held) {
              await requests.recordEvent(
                request.id,
                "alert-held",
                `${held} messages from drivers in 10 minutes: this one is not texted or e-mailed (it is in the inbox)`,
              );
            }
            return alerts.enqueue(request.id, 0, held ? [] : channels, message, { pushes: on.push });
          })
          .then((owed) => (owed > 0 ? drain(request.id) : undefined)),
      );
    },
    assignedSoon(request, member, assignment) {
      if (work.stopped || request.spam) return;
      const texted = member.phone && memberSms ? (["sms"] as const) : [];
      work.track(
        alerts
          .enqueue(request.id, assignmentRound, texted, assignment, { member: member.id })
          .then((owed) => (owed > 0 ? drain(request.id) : undefined)),
      );
    },
    start() {
      work.every(sweepMs, () => escalate().then(() => drain()));
    },
    async stop() {
      await work.stop();
      pushes.close();
      mail?.close();
      ownerMail?.close();
    },
    idle: () => work.idle(),
  };
}
