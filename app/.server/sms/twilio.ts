/**
 * Texts through Twilio's Messages API (and the providers that speak it), with its documented
 * REST call rather than the `twilio` package: one form post, no dependency, and TWILIO_API_URL
 * points it at the test double. Decision 014.
 */
export interface SmsSettings {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
  /** https://api.twilio.com, or the test double. */
  apiUrl: string;
}

export interface SmsSent {
  /** Twilio's id of the message (SM…). */
  sid: string;
  status: string;
}

export class SmsRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function sendSms(settings: SmsSettings, to: string, body: string): Promise<SmsSent> {
  const url = `${settings.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const answer = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ To: to, From: settings.from, Body: body }),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await answer.json().catch(() => ({}))) as { sid?: string; status?: string; message?: string; code?: number };
  if (answer.status !== 201 || !json.sid) {
    throw new SmsRefusedError(`the SMS provider answered ${answer.status}${json.message ? `: ${json.message}` : ""}`, answer.status);
  }
  return { sid: json.sid, status: json.status ?? "queued" };
}
