/**
 * An SMS provider on loopback speaking Twilio's Messages API: `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (the account SID and
 * auth token) and a form body (To, From, Body), answered 201 with the message's JSON, or 401 for
 * wrong credentials and 400 for a missing field, as Twilio answers. Point TWILIO_API_URL at it.
 * It also delivers a text *to* the site as Twilio's incoming-message webhook does: a form post
 * signed with X-Twilio-Signature (its own signing code, written from Twilio's documentation).
 */
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SentText {
  to: string;
  from: string;
  body: string;
  at: number;
}

export interface SmsDouble {
  url: string;
  accountSid: string;
  authToken: string;
  texts: SentText[];
  /** Answers this status to every message from now on (201 again to accept). */
  answerWith(status: number): void;
  /**
   * A driver's text to the business number, delivered to `webhookUrl` as Twilio does: the
   * fields Twilio posts, signed over the URL with the auth token (or `signWith`, or unsigned).
   */
  deliverInbound(
    webhookUrl: string,
    text: { from: string; body: string; to?: string },
    options?: { signWith?: string | null; postTo?: string; extra?: Record<string, string> },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startSmsDouble(): Promise<SmsDouble> {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const texts: SentText[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const reply = (code: number, body: Record<string, unknown>) =>
        response.writeHead(code, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return reply(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      }
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
      if (request.headers.authorization !== expected) return reply(401, { code: 20003, message: "Authenticate", status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const [to, from, body] = [form.get("To"), form.get("From"), form.get("Body")];
      if (!to || !from || !body) return reply(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required.", status: 400 });
      if (status !== 201) return reply(status, { code: 20500, message: "Internal Server Error", status });
      texts.push({ to, from, body, at: Date.now() });
      reply(201, { sid: `SM${randomBytes(16).toString("hex")}`, status: "queued", to, from, body, account_sid: accountSid });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accountSid,
    authToken,
    texts,
    answerWith(next) {
      status = next;
    },
    async deliverInbound(webhookUrl, text, options = {}) {
      const fields: Record<string, string> = {
        ToCountry: "CA",
        SmsMessageSid: `SM${randomBytes(16).toString("hex")}`,
        NumMedia: "0",
        FromCountry: "CA",
        SmsSid: "",
        Body: text.body,
        To: text.to ?? "+15195550100",
        NumSegments: "1",
        From: text.from,
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        ...options.extra,
      };
      fields.SmsSid = fields.SmsMessageSid!;
      fields.MessageSid = fields.SmsMessageSid!;
      // Twilio's recipe: the URL, then each field's name and value, sorted by name; HMAC-SHA1, base64.
      const data = Object.keys(fields)
        .sort()
        .reduce((signed, name) => signed + name + fields[name], webhookUrl);
      const key = options.signWith === undefined ? authToken : options.signWith;
      const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "TwilioProxy/1.1" };
      if (key !== null) headers["X-Twilio-Signature"] = createHmac("sha1", key).update(data, "utf8").digest("base64");
      const answer = await fetch(options.postTo ?? webhookUrl, { method: "POST", headers, body: new URLSearchParams(fields) });
      return { status: answer.status, body: await answer.text() };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
