import dns from "node:dns";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webpush, { type RequestOptions, type SendResult } from "web-push";
import { isPrivateAddress, pushEndpointProblem } from "./push-endpoint";

/**
 * A resolver that never hands a private address to the connection: a name that resolves inward
 * after the endpoint was checked (DNS rebinding) is kept out too.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const usable = (addresses as unknown as dns.LookupAddress[]).filter((entry) => !isPrivateAddress(entry.address));
    if (usable.length === 0) return callback(new Error(`${hostname} resolves only to private addresses`), "", 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

interface PushPoster {
  send(
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
    payload: string,
    options: Pick<RequestOptions, "vapidDetails" | "TTL" | "urgency">,
  ): Promise<SendResult>;
  close(): void;
}

/**
 * Every push the site sends (the alerts, the go-live check's test) goes through here: the stored
 * endpoint is checked again as when it was added (a row may predate a rule, or come from a test
 * setting), and the connection resolves names to public addresses only. An IP address in the
 * endpoint skips the resolver, so the check before the post is what stops it.
 * `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS, tests only) lets the loopback double through.
 */
export function createPushPoster({ allowLocal = false }: { allowLocal?: boolean } = {}): PushPoster {
  const agent = new https.Agent({ keepAlive: true, ...(allowLocal ? {} : { lookup: publicOnlyLookup }) });
  return {
    async send(subscription, payload, options) {
      const problem = await pushEndpointProblem(subscription.endpoint, { allowLocal });
      // A failure like any other: retried, in case it is the name that cannot be found for now.
      if (problem) throw new Error(`not sent: ${problem}`);
      return webpush.sendNotification(subscription, payload, { ...options, agent, timeout: 15_000 });
    },
    close() {
      agent.destroy();
    },
  };
}
