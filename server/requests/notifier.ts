import nodemailer from "nodemailer";
import type { Env } from "~/lib/env.server";
import { siteConfig } from "~/config/site";
import { requestEmail } from "./email";
import type { RequestStore, StoredRequest } from "./store";

export interface RequestNotifier {
  /** Sends this request's e-mail in the background. */
  notifySoon(request: StoredRequest): void;
  /** Sends this request's e-mail now (unless already sent or being sent); resolves when done. */
  notifyNow(id: number): Promise<"sent" | "failed" | "skipped">;
  /** Sends what earlier attempts did not, now and then periodically. */
  start(): void;
  /** Stops retrying and waits for sends in progress. */
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

export interface NotifierOptions {
  retryIntervalMs?: number;
  /**
   * How long a claim on one request's e-mail lasts. Longer than any send can take (the
   * transport gives up after 40 s), so a live sender never loses its claim; a process that
   * dies mid-send leaves a claim that expires, and another process sends it.
   */
  leaseMs?: number;
}

type MailEnv = Pick<Env, "SMTP_URL" | "LEADS_NOTIFY_TO" | "LEADS_NOTIFY_FROM" | "SITE_URL">;

/**
 * E-mails each stored request to the owner when SMTP_URL and LEADS_NOTIFY_TO are set.
 * The database is the queue: a request stays unnotified until its send succeeds. Every
 * send is claimed in the database first, so two processes never both send one request.
 */
export function createRequestNotifier(
  store: RequestStore,
  env: MailEnv,
  { retryIntervalMs = 60_000, leaseMs = 120_000 }: NotifierOptions = {},
): RequestNotifier {
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: to } = env;
  if (!smtpUrl || !to) {
    return { notifySoon() {}, notifyNow: async () => "skipped", start() {}, async stop() {}, async idle() {} };
  }
  const from = env.LEADS_NOTIFY_FROM ?? siteConfig.email;
  const smtp = new URL(smtpUrl);
  smtp.searchParams.set("connectionTimeout", "10000");
  smtp.searchParams.set("greetingTimeout", "10000");
  smtp.searchParams.set("socketTimeout", "20000");
  const transport = nodemailer.createTransport(smtp.toString());
  const recipient = to;
  const sending = new Map<number, Promise<"sent" | "failed" | "skipped">>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function send(id: number): Promise<"sent" | "failed" | "skipped"> {
    const existing = sending.get(id);
    if (existing) return existing;
    const attempt = (async () => {
      const claimed = await store.claimNotification(id, leaseMs);
      if (!claimed) return "skipped" as const;
      try {
        const info = await transport.sendMail(requestEmail(claimed, { from, to: recipient, siteUrl: env.SITE_URL }));
        await store.markNotified(id, info.response ?? "accepted");
        return "sent" as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`Request #${id} e-mail failed (will retry): ${message}`);
        await store.markNotifyFailed(id, message).catch(() => {});
        return "failed" as const;
      }
    })()
      .catch((error: unknown) => {
        console.error(`Request #${id} e-mail could not be claimed:`, error);
        return "failed" as const;
      })
      .finally(() => sending.delete(id));
    sending.set(id, attempt);
    return attempt;
  }

  async function retryPending() {
    if (stopped) return;
    try {
      for (const request of await store.listUnnotified()) if (!stopped) await send(request.id);
    } catch (error) {
      console.error("Retrying request e-mails failed:", error);
    }
  }

  return {
    notifySoon(request) {
      if (!stopped) void send(request.id);
    },
    notifyNow: (id) => send(id),
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
