import nodemailer from "nodemailer";
import type { Env } from "~/lib/env.server";
import type { LeadStore, StoredLead } from "~/lib/leads.server";
import { siteConfig } from "~/config/site";
import { leadEmail } from "./lead-email";

export interface LeadNotifier {
  /** Sends this request's e-mail in the background. */
  notifySoon(lead: StoredLead): void;
  /** Sends what earlier attempts did not, now and then periodically. */
  start(): void;
  /** Stops retrying and waits for sends in progress. */
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

interface NotifierOptions {
  retryIntervalMs?: number;
}

/**
 * E-mails each stored request to the owner when SMTP_URL and LEADS_NOTIFY_TO are
 * set. The database is the queue: a request stays unnotified until its send
 * succeeds, and unnotified requests are retried at start and every minute.
 */
export function createLeadNotifier(
  store: LeadStore,
  env: Pick<Env, "SMTP_URL" | "LEADS_NOTIFY_TO" | "LEADS_NOTIFY_FROM">,
  { retryIntervalMs = 60_000 }: NotifierOptions = {},
): LeadNotifier {
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: to } = env;
  if (!smtpUrl || !to) {
    return { notifySoon() {}, start() {}, async stop() {}, async idle() {} };
  }
  const from = env.LEADS_NOTIFY_FROM ?? siteConfig.email;
  const smtp = new URL(smtpUrl);
  smtp.searchParams.set("connectionTimeout", "10000");
  smtp.searchParams.set("greetingTimeout", "10000");
  smtp.searchParams.set("socketTimeout", "20000");
  const transport = nodemailer.createTransport(smtp.toString());
  const recipient = to;
  const sending = new Map<number, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function send(lead: StoredLead): Promise<void> {
    const existing = sending.get(lead.id);
    if (existing) return existing;
    const attempt = (async () => {
      try {
        await transport.sendMail(leadEmail(lead, { from, to: recipient }));
        await store.markNotified(lead.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`Quote request #${lead.id} e-mail failed (will retry): ${message}`);
        await store.markNotifyFailed(lead.id, message).catch(() => {});
      } finally {
        sending.delete(lead.id);
      }
    })();
    sending.set(lead.id, attempt);
    return attempt;
  }

  async function retryPending() {
    if (stopped) return;
    try {
      for (const lead of await store.listUnnotified()) if (!stopped) await send(lead);
    } catch (error) {
      console.error("Retrying quote request e-mails failed:", error);
    }
  }

  return {
    notifySoon(lead) {
      if (!stopped) void send(lead);
    },
    start() {
      void retryPending();
      timer = setInterval(() => void retryPending(), retryIntervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...sending.values()]);
      transport.close();
    },
    async idle() {
      while (sending.size > 0) await Promise.allSettled([...sending.values()]);
    },
  };
}
