/**
 * `npm run doctor -- --send-test`: one real message through SMTP_URL to LEADS_NOTIFY_TO,
 * with the same transport settings as the request e-mails, so a pass here means the owner
 * will hear about requests.
 */
import { createMailTransport } from "../../app/.server/mail/transport";

export interface TestEmail {
  smtpUrl: string;
  to: string;
  from: string;
  businessName: string;
  now: Date;
}

export type TestEmailResult = { ok: true; serverAnswer: string } | { ok: false; serverAnswer: string };

export async function sendTestEmail({ smtpUrl, to, from, businessName, now }: TestEmail): Promise<TestEmailResult> {
  const transport = createMailTransport(smtpUrl);
  try {
    const info = await transport.sendMail({
      from,
      to,
      subject: `Go-live check: test message from the ${businessName} website`,
      text: [
        `This is a test message sent by "npm run doctor -- --send-test" on ${now.toISOString()}.`,
        "",
        "If you can read it, quote and roadside requests from the website will reach this inbox.",
        "Nothing needs to be done with this message.",
      ].join("\n"),
    });
    return { ok: true, serverAnswer: String(info.response ?? "accepted") };
  } catch (error) {
    return { ok: false, serverAnswer: describeFailure(error) };
  } finally {
    transport.close();
  }
}

/** The server's own words when there are some (code and response), else the error message. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { response, responseCode, code } = error as Error & { response?: string; responseCode?: number; code?: string };
  if (response) return response;
  return [code, responseCode, error.message].filter(Boolean).join(" ");
}
