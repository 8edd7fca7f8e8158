/**
 * A payment provider on loopback speaking the parts of Stripe's API the site uses:
 * `POST /v1/checkout/sessions` (a form body as the official package encodes it, nested keys
 * `line_items[0][price_data][unit_amount]`; `Authorization: Bearer <secret key>` checked, 401
 * otherwise; an `Idempotency-Key` answered with the same session, or 400 when the same key comes
 * with other parameters), `GET /v1/checkout/sessions/{id}` and `POST /v1/checkout/sessions/{id}/expire`
 * (an open session expired; another answered 400 as Stripe does), answering JSON shaped as Stripe's.
 * Point STRIPE_API_URL at it. Its checkout page (a session's `url`, refused once expired) has a Pay button: the
 * payment completes, the signed `checkout.session.completed` event is posted to the site's
 * webhook, and the browser goes on to the session's success_url. Events are signed as Stripe
 * signs them: `Stripe-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "t.payload" with the
 * endpoint's secret>` (its own signing code, written from Stripe's documentation).
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Form = { [key: string]: string | Form };

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  mode: string;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  payment_intent: string | null;
  livemode: false;
}

/** What the double was asked, as it read it. */
export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Form;
}

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export interface StripeDouble {
  url: string;
  secretKey: string;
  webhookSecret: string;
  calls: ReceivedCall[];
  /** Every session made, in order (an idempotent replay makes none). */
  sessions: CheckoutSession[];
  /** Set true to have the next expire calls fail (Stripe down): what the site does then. */
  failExpire: boolean;
  /** Where events go: the site's webhook address. */
  deliverTo(webhookUrl: string): void;
  /**
   * An event about a session, signed as Stripe signs it: `timestamp` (unix seconds, default now)
   * and `secret` (default the endpoint's) may be changed to make a stale or forged one.
   */
  signedEvent(type: string, object: unknown, options?: { timestamp?: number; secret?: string; id?: string }): SignedEvent;
  /** Posts a signed event to the site's webhook as Stripe does. */
  send(event: SignedEvent, options?: { signature?: string | null }): Promise<{ status: number; body: string }>;
  /** Completes a session's payment as its checkout page does: paid, the event sent; answers the success URL. */
  complete(
    sessionId: string,
    options?: { amountTotal?: number },
  ): Promise<{ successUrl: string; event: SignedEvent; webhook: { status: number; body: string } }>;
  close(): Promise<void>;
}

/** `a[b][0][c]=1` into { a: { b: { 0: { c: "1" } } } }: how Stripe reads the package's form bodies. */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let at = form;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) at[part] = value;
      else at = (at[part] ??= {}) as Form;
    }
  }
  return form;
}

const text = (form: Form | string | undefined) => (typeof form === "string" ? form : undefined);
const nested = (form: Form | string | undefined): Form => (typeof form === "object" ? form : {});

export async function startStripeDouble(): Promise<StripeDouble> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const calls: ReceivedCall[] = [];
  const sessions: CheckoutSession[] = [];
  const byKey = new Map<string, { body: string; session: CheckoutSession }>();
  let webhook: string | null = null;
  let failExpire = false;
  let base = "";

  const sign = (payload: string, timestamp: number, secret: string) =>
    `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")}`;

  function signedEvent(type: string, object: unknown, options: { timestamp?: number; secret?: string; id?: string } = {}): SignedEvent {
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const id = options.id ?? `evt_${randomBytes(12).toString("hex")}`;
    const payload = JSON.stringify(
      {
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created: timestamp,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    return { id, payload, signature: sign(payload, timestamp, options.secret ?? webhookSecret) };
  }

  async function send(event: SignedEvent, options: { signature?: string | null } = {}) {
    if (!webhook) throw new Error("deliverTo(webhookUrl) first");
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    };
    const signature = options.signature === undefined ? event.signature : options.signature;
    if (signature !== null) headers["Stripe-Signature"] = signature;
    const answer = await fetch(webhook, { method: "POST", headers, body: event.payload });
    return { status: answer.status, body: await answer.text() };
  }

  async function complete(sessionId: string, options: { amountTotal?: number } = {}) {
    const session = sessions.find((each) => each.id === sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    Object.assign(session, { payment_status: "paid", status: "complete", payment_intent: `pi_${randomBytes(12).toString("hex")}` });
    const event = signedEvent("checkout.session.completed", { ...session, amount_total: options.amountTotal ?? session.amount_total });
    const sent = await send(event);
    return { successUrl: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), event, webhook: sent };
  }

  function createSession(form: Form): CheckoutSession | string {
    const items = Object.values(nested(form.line_items)).map(nested);
    if (text(form.mode) !== "payment" || items.length === 0 || !text(form.success_url))
      return "Missing required param: line_items, mode or success_url.";
    let amount = 0;
    let currency = text(form.currency) ?? "";
    for (const item of items) {
      const price = nested(item.price_data);
      const unit = Number(text(price.unit_amount));
      const quantity = Number(text(item.quantity) ?? "1");
      if (!Number.isInteger(unit) || unit < 50 || !Number.isInteger(quantity)) return "Invalid integer: unit_amount.";
      amount += unit * quantity;
      currency ||= text(price.currency) ?? "";
    }
    const id = `cs_test_${randomBytes(24).toString("base64url").replace(/[-_]/g, "a")}`;
    const created = Math.floor(Date.now() / 1000);
    const metadata = Object.fromEntries(Object.entries(nested(form.metadata)).map(([key, value]) => [key, text(value) ?? ""]));
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      url: `${base}/pay/${id}`,
      amount_total: amount,
      currency: currency.toLowerCase(),
      metadata,
      client_reference_id: text(form.client_reference_id) ?? null,
      payment_status: "unpaid",
      status: "open",
      mode: "payment",
      success_url: text(form.success_url)!,
      cancel_url: text(form.cancel_url) ?? "",
      created,
      expires_at: Number(text(form.expires_at) ?? created + 24 * 3600),
      payment_intent: null,
      livemode: false,
    };
    sessions.push(session);
    return session;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(8).toString("hex")}`, ...headers })
          .end(JSON.stringify(value));
      const error = (status: number, type: string, message: string) => json(status, { error: { type, message } });
      const url = new URL(request.url ?? "/", base);

      // The checkout page: what the driver sees on Stripe, reduced to one button.
      const page = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.find((each) => each.id === page[1]);
        if (!session) return response.writeHead(404).end("No such session");
        if (session.status === "expired") return response.writeHead(410).end("This checkout session has expired");
        if (request.method === "POST") {
          void complete(session.id).then(({ successUrl }) => response.writeHead(303, { Location: successUrl }).end());
          return;
        }
        return response
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(
            `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1><p>${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a></main></html>`,
          );
      }

      if (!url.pathname.startsWith("/v1/"))
        return error(404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname}).`);
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      calls.push({
        method: request.method ?? "",
        path: url.pathname,
        authorization: request.headers.authorization,
        idempotencyKey,
        form: parseForm(body),
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return error(401, "invalid_request_error", `Invalid API Key provided: ${(request.headers.authorization ?? "").slice(7, 15)}****`);
      }
      const one = /^\/v1\/checkout\/sessions\/(cs_\w+)$/.exec(url.pathname);
      if (request.method === "GET" && one) {
        const session = sessions.find((each) => each.id === one[1]);
        return session ? json(200, session) : error(404, "invalid_request_error", `No such checkout.session: '${one[1]}'`);
      }
      const expire = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(url.pathname);
      if (request.method === "POST" && expire) {
        if (failExpire) return error(500, "api_error", "Something went wrong on Stripe's end.");
        const session = sessions.find((each) => each.id === expire[1]);
        if (!session) return error(404, "invalid_request_error", `No such checkout.session: '${expire[1]}'`);
        if (session.status !== "open") {
          return error(400, "invalid_request_error", `Only Checkout Sessions with a status in ["open"] can be expired.`);
        }
        session.status = "expired";
        return json(200, session);
      }
      if (request.method !== "POST" || url.pathname !== "/v1/checkout/sessions") {
        return error(404, "invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname}).`);
      }
      if (idempotencyKey) {
        const earlier = byKey.get(idempotencyKey);
        if (earlier && earlier.body !== body) {
          return error(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (earlier) return json(200, earlier.session, { "Idempotent-Replayed": "true" });
      }
      const made = createSession(parseForm(body));
      if (typeof made === "string") return error(400, "invalid_request_error", made);
      if (idempotencyKey) byKey.set(idempotencyKey, { body, session: made });
      json(200, made);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    secretKey,
    webhookSecret,
    calls,
    sessions,
    deliverTo(webhookUrl) {
      webhook = webhookUrl;
    },
    signedEvent,
    send,
    complete,
    get failExpire() {
      return failExpire;
    },
    set failExpire(fail: boolean) {
      failExpire = fail;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
