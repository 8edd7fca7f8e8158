import dns from "node:dns";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush, { WebPushError } from "web-push";
import type { RequestStore, StoredRequest } from "../requests/store";
import { alertPayload, type AlertDescription } from "./alert-text";
import { isPrivateAddress } from "./push-endpoint";
import type { AlertStore, ClaimedAlert } from "./store";

export interface PushSenderOptions {
  describe: AlertDescription;
  /** VAPID_SUBJECT: a mailto: of the business, which push services may use to reach it. */
  subject: string;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: lets the loopback push double in (tests only). */
  allowLocal?: boolean;
  /** How often alerts not yet sent are looked for (a failed one's back-off, another process's dead claim). */
  sweepMs?: number;
  /** How long one process's claim on an alert lasts: longer than a send can take. */
  leaseMs?: number;
}

export interface PushSender {
  /** Owes a new request's alert to every device and sends it now (spam is never alerted). */
  alertSoon(request: StoredRequest): void;
  /** Looks for alerts still owed now and every `sweepMs`. */
  start(): void;
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

/**
 * A resolver that never hands a private address to the connection: the endpoint was checked
 * when it was added, and this keeps a name that later resolves inward (DNS rebinding) out too.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const usable = list.filter((entry) => !isPrivateAddress(entry.address));
    if (usable.length === 0) return callback(new Error(`${hostname} resolves only to private addresses`), "", 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

/**
 * Pushes each new request to every phone the owner subscribed, from a queue in the database:
 * each (request, device, round) is claimed before it is sent, so two processes never push one
 * twice and a killed process's claims run out and are taken by another. A device the push
 * service no longer knows (404, 410) is removed; other failures are retried with back-off. Each
 * outcome goes into the request's history.
 */
export function createPushSender(requests: RequestStore, alerts: AlertStore, options: PushSenderOptions): PushSender {
  const { describe, subject, allowLocal = false, sweepMs = 5_000, leaseMs = 60_000 } = options;
  const agent = new https.Agent({ keepAlive: true, ...(allowLocal ? {} : { lookup: publicOnlyLookup }) });
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let draining: Promise<void> | null = null;

  async function deliver(alert: ClaimedAlert) {
    const request = await requests.get(alert.request);
    if (!request || request.spam) {
      await alerts.markSent(alert);
      return;
    }
    const { publicKey, privateKey } = await alerts.vapidKeys();
    const device = alert.subscription;
    try {
      const answer = await webpush.sendNotification(
        { endpoint: device.endpoint, keys: device.keys },
        JSON.stringify(alertPayload(request, describe, alert.round)),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: 4 * 3600,
          urgency: "high",
          agent,
          timeout: 15_000,
        },
      );
      await alerts.markSent(alert);
      await requests.recordEvent(request.id, "alert-sent", `${device.device} (push service answered ${answer.statusCode})`);
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await alerts.removeDevice(device.id);
        await requests.recordEvent(request.id, "alert-device-gone", `${device.device} (push service answered ${error.statusCode})`);
        return;
      }
      const reason =
        error instanceof WebPushError
          ? `push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`
          : String((error as Error).message ?? error);
      console.error(`Alert for request #${request.id} to ${device.device} failed (will retry): ${reason}`);
      await alerts.markFailed(alert, reason);
      await requests.recordEvent(request.id, "alert-failed", `${device.device}: ${reason}`);
    }
  }

  /** Sends every alert due (of one request, or all), one claim at a time. */
  async function drain(request?: number) {
    for (;;) {
      if (stopped) return;
      const alert = await alerts.claimDue(leaseMs, request);
      if (!alert) return;
      await deliver(alert);
    }
  }

  function track(work: Promise<void>) {
    const tracked = work.catch((error: unknown) => console.error("Sending phone alerts failed:", error));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  }

  function sweep() {
    if (draining || stopped) return;
    draining = drain().finally(() => (draining = null));
    track(draining);
  }

  return {
    alertSoon(request) {
      if (stopped || request.spam) return;
      track(alerts.enqueue(request.id, 0).then((owed) => (owed > 0 ? drain(request.id) : undefined)));
    },
    start() {
      sweep();
      timer = setInterval(sweep, sweepMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...running]);
      agent.destroy();
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
