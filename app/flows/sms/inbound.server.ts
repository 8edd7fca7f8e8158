import type { AppLoadContext } from "react-router";
import { siteConfig } from "~/config/site";
import { isTwilioSigned } from "~/.server/sms/twilio-signature";
import { toE164 } from "~/.server/driver-texts/phone-number";
import { statusPageDays } from "~/lib/request-status";
import { cleanMessage } from "~/lib/messages";
import { smsKeyword } from "./keywords";

/** A text back is matched to a request at most this old (its status page's life). */
const matchWindowMs = statusPageDays * 86_400_000;
/** More texts than this from one number in 10 minutes are not kept (a stuck phone, a prank): the thread already holds plenty. */
const floodLimit = 20;
/** Twilio delivers at most 1,600 characters in one inbound message. */
const maxInboundLength = 1600;

const twiml = (message?: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${escapeXml(message)}</Message>` : ""}</Response>`, {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
const refuse = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/**
 * POST /sms/inbound: a text to the business number, as the SMS provider's webhook delivers it.
 * Only a post signed with the account's auth token over SITE_URL and the path is read; anything
 * else is a 403 and stores nothing. STOP, START and HELP are honoured; any other text joins the
 * thread of the open request from that number and alerts the owner's phones, or waits in the
 * inbox, unmatched, when that number has no open request or more than one.
 */
export async function receiveInboundText(request: Request, context: AppLoadContext): Promise<Response> {
  const webhook = context.smsWebhook;
  if (!webhook) return refuse(404, "Texts are not set up on this site.");
  if (context.refusal) return refuse(413, "Too large.");
  if (!(request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
    return refuse(415, "Expected a form post.");
  }
  const fields = new URLSearchParams(await request.text().catch(() => ""));
  const { pathname, search } = new URL(request.url);
  const url = `${webhook.siteUrl.replace(/\/$/, "")}${pathname}${search}`;
  if (!isTwilioSigned(webhook.authToken, url, fields, request.headers.get("x-twilio-signature"))) {
    return refuse(403, "Signature missing or wrong.");
  }
  if (fields.get("AccountSid") !== webhook.accountSid) return refuse(403, "Not this account.");

  const from = toE164(fields.get("From") ?? "");
  if (!from) return twiml();
  const body = cleanMessage(fields.get("Body") ?? "");
  const keyword = smsKeyword(body);
  const since = new Date(Date.now() - matchWindowMs);
  const open = await context.requestStore.openRequestForPhone(from, since);

  if (keyword === "stop") {
    await context.driverTextStore.stopTexts(from);
    if (open) await context.requestStore.recordEvent(open.id, "text-cancelled", "the driver replied STOP: no more texts to this number");
    // The carrier and the provider confirm a STOP themselves; a reply of ours would be refused.
    return twiml();
  }
  if (keyword === "start") {
    await context.driverTextStore.resumeTexts(from);
    if (open) await context.requestStore.recordEvent(open.id, "note", "the driver replied START: texts may go again");
    return twiml(`${siteConfig.name}: you will get texts about your request again. Reply STOP to opt out.`);
  }
  if (keyword === "help") {
    return twiml(
      `${siteConfig.name}: texts about your service request. Call ${siteConfig.phone.display} (24/7), or reply here to message our dispatcher. Reply STOP to opt out.`,
    );
  }

  const media = Number(fields.get("NumMedia") ?? 0);
  const text = [
    body,
    media > 0 ? `(${media} picture${media === 1 ? "" : "s"} sent by text: not kept here, ask for them on the status page)` : "",
  ]
    .filter(Boolean)
    .join("\n")
    .slice(0, maxInboundLength);
  if (!text) return twiml();
  if ((await context.messages.countSince({ phone: from }, new Date(Date.now() - 10 * 60_000))) >= floodLimit) {
    console.warn(`Inbound texts from ${from}: more than ${floodLimit} in 10 minutes, this one not kept`);
    return twiml();
  }
  const { message, duplicate } = await context.messages.add({
    request: open?.id ?? null,
    sender: "driver",
    via: "text",
    body: text,
    fromPhone: from,
    providerSid: fields.get("MessageSid") ?? fields.get("SmsSid") ?? null,
  });
  if (open && !duplicate) context.alertMessage(open, message.id, "message");
  return twiml();
}
