import type { Env } from "~/config/env.server";
import { siteConfig } from "~/config/site";
import { createBackgroundWork } from "../background-work";
import { createMailTransport } from "../mail/transport";
import { photosEmail, requestEmail, type PhotoAttachment, type RequestDescription } from "./email";
import type { RequestPhoto, RequestStore, StoredRequest } from "./store";

export interface RequestNotifier {
  /** Sends this request's e-mail in the background. */
  notifySoon(request: StoredRequest): void;
  /** Sends this request's e-mail now (unless already sent or being sent); resolves when done. */
  notifyNow(id: number): Promise<"sent" | "failed" | "skipped">;
  /** E-mails a request's photos that arrived after its e-mail went (in the background). */
  notifyPhotos(id: number): void;
  /** Sends what earlier attempts did not, now and then periodically. */
  start(): void;
  /** Stops retrying and waits for sends in progress. */
  stop(): Promise<void>;
  /** Resolves once every send started so far has finished (tests). */
  idle(): Promise<void>;
}

export interface NotifierOptions {
  /** How each kind of request reads in the e-mail: the flows' texts (app/flows/describe-request.ts). */
  describe: RequestDescription;
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
  { describe, retryIntervalMs = 60_000, leaseMs = 120_000 }: NotifierOptions,
): RequestNotifier {
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: to } = env;
  if (!smtpUrl || !to) {
    return { notifySoon() {}, notifyNow: async () => "skipped", notifyPhotos() {}, start() {}, async stop() {}, async idle() {} };
  }
  const from = env.LEADS_NOTIFY_FROM ?? siteConfig.email;
  const transport = createMailTransport(smtpUrl);
  const recipient = to;
  const sending = new Map<number, Promise<"sent" | "failed" | "skipped">>();
  const work = createBackgroundWork("e-mails", "Retrying request e-mails failed:");

  /** The photos with their bytes, read from the database, to go as attachments. */
  async function withBodies(id: number, photos: readonly RequestPhoto[]): Promise<PhotoAttachment[]> {
    const bodies = await store.photoBodies(
      id,
      photos.map((photo) => photo.id),
    );
    return photos.flatMap((photo) => {
      const body = bodies.get(photo.id);
      return body ? [{ ...photo, body }] : [];
    });
  }

  function send(id: number): Promise<"sent" | "failed" | "skipped"> {
    const existing = sending.get(id);
    if (existing) return existing;
    const attempt = (async () => {
      const claimed = await store.claimNotification(id, leaseMs);
      if (!claimed) return "skipped" as const;
      try {
        // The photos stored so far go with it; any that arrive later follow in a reply.
        const photos = (await store.photos(id)).filter((photo) => photo.notifiedAt === null);
        const info = await transport.sendMail(
          requestEmail(claimed, { from, to: recipient, siteUrl: env.SITE_URL }, describe, await withBodies(id, photos)),
        );
        await store.markNotified(
          id,
          info.response ?? "accepted",
          photos.map((photo) => photo.id),
        );
        void sendPhotos(id);
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
    work.track(attempt);
    return attempt;
  }

  const sendingPhotos = new Map<number, Promise<void>>();

  /** Sends the request's photos that its e-mail did not carry, once that e-mail has gone. */
  function sendPhotos(id: number): Promise<void> {
    const existing = sendingPhotos.get(id);
    if (existing) return existing.then(() => sendPhotos(id));
    const attempt = (async () => {
      const photos = await store.claimPhotoNotification(id, leaseMs);
      if (photos.length === 0) return;
      const request = await store.get(id);
      if (!request) return;
      try {
        const earlier = (await store.photos(id)).filter((photo) => photo.notifiedAt !== null).length;
        await transport.sendMail(
          photosEmail(request, { from, to: recipient, siteUrl: env.SITE_URL }, describe, await withBodies(id, photos), earlier),
        );
        await store.markPhotosNotified(
          photos.map((photo) => photo.id),
          true,
        );
      } catch (error) {
        console.error(`Photos of request #${id}: e-mail failed (will retry): ${error instanceof Error ? error.message : String(error)}`);
        await store.markPhotosNotified(
          photos.map((photo) => photo.id),
          false,
        );
      }
    })()
      .catch((error: unknown) => console.error(`Photos of request #${id} could not be claimed:`, error))
      .finally(() => sendingPhotos.delete(id));
    sendingPhotos.set(id, attempt);
    work.track(attempt);
    return attempt;
  }

  async function retryPass() {
    for (const request of await store.listUnnotified()) if (!work.stopped) await send(request.id);
    for (const id of await store.listPhotosUnnotified()) if (!work.stopped) await sendPhotos(id);
  }

  return {
    notifySoon(request) {
      if (!work.stopped) void send(request.id);
    },
    notifyNow: (id) => send(id),
    notifyPhotos(id) {
      if (!work.stopped) void sendPhotos(id);
    },
    start() {
      work.every(retryIntervalMs, retryPass);
    },
    async stop() {
      await work.stop();
      transport.close();
    },
    idle: () => work.idle(),
  };
}
