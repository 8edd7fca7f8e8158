import type { Env } from "~/config/env.server";
import { createAlertChannelStore } from "./alerts/alert-channels";
import { onSweep } from "./background-work";
import { siteConfig } from "~/config/site";
import type { AlertDescription } from "./alerts/alert-text";
import { createAlertSender } from "./alerts/alert-sender";
import { createAlertStore } from "./alerts/store";
import { smsSettingsOf } from "./sms/settings";
import { sendSms } from "./sms/twilio";
import { createDriverTextStore } from "./driver-texts/store";
import { createDriverTexts } from "./driver-texts/text-sender";
import { createMessageStore } from "./messages/store";
import { createEstimateStore } from "./estimates/store";
import { createReviewStore } from "./reviews/store";
import { createInvoiceStore } from "./invoices/store";
import { cardPaymentsOf } from "./payments/stripe";
import { paidHowWords } from "~/lib/invoice";
import { createShownReviews } from "./reviews/shown-reviews";
import { startBackupSchedule, type BackupSchedule } from "./backups/backup-schedule";
import { markSiteRunning } from "./backups/site-running";
import { randomBytes } from "node:crypto";
import { openDatabase } from "./db/database";
import { settingMadeOnce } from "./db/setting-made-once";
import { createAddressHasher } from "./privacy/address-hash";
import { decoyHash } from "./owners/password";
import { createSignInLinkSender } from "./owners/sign-in-link-email";
import { createOwnerStore } from "./owners/store";
import type { RequestDescription } from "./requests/email";
import { createRequestInbox } from "./requests/inbox";
import { createRequestNotifier } from "./requests/notifier";
import { createRequestStore, type StoredRequest } from "./requests/store";
import { createCounts } from "./counts/counts";
import { postSlugsOnDisk } from "~/lib/post-files";
import { publicPages } from "~/lib/site-pages";

export interface SiteWiring {
  /** How each kind of request reads in the owner's e-mail: the flows' texts (app/flows/describe-request.ts). */
  describe: RequestDescription;
  /** How each kind of request reads on the owner's lock screen (app/flows/describe-request.ts). */
  describeAlert: AlertDescription;
  /**
   * Edits a page rendered on request so it loads as the prerendered ones do
   * (server/runtime-document.ts); absent in development and while prerendering.
   */
  optimizeDocument?: (html: string, request: Pick<Request, "url" | "method">) => Promise<string>;
}

/**
 * Opens everything the site's loaders and actions use: the request database, the owners, the
 * owner's e-mail. What they see as React Router's load context is `context`, and its type is
 * this function's (app/.server/context.ts): no hand-written mirror to drift from it.
 */
export async function openSiteServices(env: Env, wiring: SiteWiring) {
  const database = await openDatabase(env);
  const requestStore = createRequestStore(database);
  const owners = createOwnerStore(database);
  const notifier = createRequestNotifier(requestStore, env, {
    describe: wiring.describe,
    retryIntervalMs: env.NOTIFY_RETRY_SECONDS * 1000,
    leaseMs: env.NOTIFY_LEASE_SECONDS * 1000,
  });
  const alerts = createAlertStore(database.db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  const sms = smsSettingsOf(env);
  const messages = createMessageStore(database.db);
  const estimates = createEstimateStore(database.db);
  const reviews = createReviewStore(database.db);
  const invoices = createInvoiceStore(database.db);
  const reviewsShown = createShownReviews(reviews);
  const alertChannels = createAlertChannelStore(database.db);
  const pushSender = createAlertSender(requestStore, alerts, {
    messages,
    members: owners,
    memberSms: sms ?? undefined,
    channels: alertChannels,
    ownerEmail:
      env.SMTP_URL && env.LEADS_NOTIFY_TO
        ? { smtpUrl: env.SMTP_URL, from: env.LEADS_NOTIFY_FROM ?? siteConfig.email, to: env.LEADS_NOTIFY_TO }
        : undefined,
    describe: wiring.describeAlert,
    siteUrl: env.SITE_URL,
    subject: env.VAPID_SUBJECT ?? `mailto:${siteConfig.email}`,
    allowLocal: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    sms: sms && env.OWNER_ALERT_SMS_TO ? { to: env.OWNER_ALERT_SMS_TO, settings: sms } : undefined,
    escalationEmail:
      env.SMTP_URL && env.LEADS_ESCALATE_TO
        ? { smtpUrl: env.SMTP_URL, from: env.LEADS_NOTIFY_FROM ?? siteConfig.email, to: env.LEADS_ESCALATE_TO }
        : undefined,
    escalateAfterMs: env.ESCALATE_AFTER_MINUTES * 60_000,
    sweepMs: env.SWEEP_SECONDS ? env.SWEEP_SECONDS * 1000 : Math.min(5_000, env.ESCALATE_AFTER_MINUTES * 60_000),
    // A killed process's claims run out after this: a minute, or the e-mails' lease when shorter.
    leaseMs: Math.min(60_000, env.NOTIFY_LEASE_SECONDS * 1000),
  });
  const driverTextStore = createDriverTextStore(database.db);
  const driverTexts = createDriverTexts(requestStore, driverTextStore, messages, {
    sms,
    siteUrl: env.SITE_URL,
    foldMs: env.SMS_FOLD_SECONDS * 1000,
    sweepMs: env.SWEEP_SECONDS ? env.SWEEP_SECONDS * 1000 : undefined,
    leaseMs: Math.min(60_000, env.NOTIFY_LEASE_SECONDS * 1000),
    estimateTotal: async (request, version) =>
      (await estimates.versions(request)).find((estimate) => estimate.version === version)?.totalCents ?? null,
    invoiceFacts: async (id) => {
      const invoice = await invoices.get(id);
      return invoice
        ? {
            number: invoice.number,
            totalCents: invoice.totalCents,
            paidAt: invoice.paidAt,
            paidHow: invoice.paidMethod ? paidHowWords[invoice.paidMethod] : null,
          }
        : null;
    },
  });
  const counts = createCounts(database, {
    siteUrl: env.SITE_URL,
    pages: publicPages(postSlugsOnDisk()),
    limits: {
      daily: env.COUNTS_DAILY_LIMIT,
      visitorDaily: env.COUNTS_VISITOR_DAILY_LIMIT,
      // Several phones may share an address: five visitors' worth (decision 017).
      addressDaily: 5 * env.COUNTS_VISITOR_DAILY_LIMIT,
    },
  });
  const spamLimits = { maxAgeDays: env.SPAM_KEEP_DAYS, maxRows: env.SPAM_MAX_ROWS };
  /** The prune in progress, so close() waits for it before the database closes. */
  let pruning: Promise<unknown> = Promise.resolve();
  /**
   * What the site keeps no longer than it says on /privacy: spam past SPAM_KEEP_DAYS, requests'
   * personal data past REQUESTS_KEEP_DAYS, and the address hashes past the day they count for.
   */
  const pruneSpam = () => {
    pruning = pruning
      .then(async () => {
        await requestStore.pruneSpam(spamLimits);
        await requestStore.clearAddressHashes(24);
        const forgotten = await requestStore.forgetOlderThan(env.REQUESTS_KEEP_DAYS);
        if (forgotten > 0) {
          reviewsShown.clear();
          console.log(`Forgot the personal data of ${forgotten} request(s) older than ${env.REQUESTS_KEEP_DAYS} days.`);
        }
      })
      .catch((error: unknown) => console.error("Pruning spam and old requests failed:", error));
  };
  /** The key of the address hashes, made once per database and shared by every process. */
  let addressHasher: Promise<ReturnType<typeof createAddressHasher>> | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let backups: BackupSchedule | undefined;
  let unmarkRunning: (() => void) | undefined;
  let stopLoggingSweeps: (() => void) | undefined;

  const context = {
    /** Where every form's request goes: stored once per request id, then the owner is told. */
    requestInbox: createRequestInbox(requestStore, {
      limits: { windowMs: 10 * 60 * 1000, suspectAfter: env.REQUESTS_SUSPECT_AFTER, floodLimit: env.REQUESTS_FLOOD_LIMIT },
      spam: spamLimits,
      onStored: (request) => {
        notifier.notifySoon(request);
        pushSender.alertSoon(request);
        driverTexts.requestStored(request);
      },
    }),
    /** The request database itself, for pages that read requests (status pages, the owner's inbox). */
    requestStore,
    /** Each request's thread between driver and dispatcher. */
    messages,
    /** Each request's estimate, its versions and the customer's decisions. */
    estimates,
    /** Invoices and credit notes: numbered, never edited once issued, and where each one's payment stands. */
    invoices,
    /** Stripe Checkout and its webhook, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; undefined otherwise. */
    cardPayments: cardPaymentsOf(env),
    /** The public origin (SITE_URL): where Stripe sends the driver back after paying. */
    siteUrl: env.SITE_URL,
    /** Customers' reviews of completed jobs, and the owner's decisions on them. */
    reviews,
    /** The published reviews /reviews shows, kept briefly; cleared by every decision on this process. */
    shownReviews: reviewsShown,
    /** The Google profile's "ask for reviews" link, offered after every review when set. */
    googleReviewUrl: env.GOOGLE_REVIEW_URL,
    /** Texts to the driver at each step and the owner's replies; STOP/START kept by number. */
    driverTexts,
    driverTextStore,
    /** What a driver did (a message, a decision on the estimate): the owner is told on the channels chosen for it. */
    alertMessage: (request: StoredRequest, message: number, kind: "message" | "decision" | "payment") =>
      pushSender.messageSoon(request, message, kind),
    /** A job assigned to a team member: their phones and mobile are told, once per assignment. */
    alertAssigned: (request: StoredRequest, member: { id: number; phone: string | null }, assignment: number) =>
      pushSender.assignedSoon(request, member, assignment),
    /** Texts a new member their sign-in link, when texts are set up (the Team page); null otherwise. */
    textSignInLink: sms ? (to: string, body: string) => sendSms(sms, to, body).then(() => undefined) : null,
    /** Which channels each kind of alert goes on: the owner's settings page. */
    alertChannels,
    /** TWILIO_AUTH_TOKEN and SITE_URL: what an inbound text's signature is checked with. */
    smsWebhook: sms ? { authToken: sms.authToken, accountSid: sms.accountSid, siteUrl: env.SITE_URL } : undefined,
    /** Sends a request's e-mail now unless it went already (a request released from spam). */
    notifyRequest: (id: number) => notifier.notifyNow(id),
    /** E-mails photos added to a request after its first e-mail went (in the background). */
    notifyPhotos: (id: number) => notifier.notifyPhotos(id),
    /** The owner's phones that alert on a new request, and the key that signs the alerts. */
    alerts,
    /** Whether a push subscription's endpoint may be posted to (tests allow this machine). */
    allowLocalPushEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    /** Owner accounts and sessions: the inbox at /owner. */
    owners,
    /** How failed owner sign-ins are slowed down. */
    signInRules: { freeFailures: env.OWNER_SIGNIN_FREE_FAILURES, maxDelayMs: env.OWNER_SIGNIN_MAX_DELAY_SECONDS * 1000 },
    /** E-mails an owner a single-use sign-in link (in the background). */
    sendSignInLink: createSignInLinkSender(env),
    optimizeDocument: wiring.optimizeDocument,
    /** What is kept of a visitor's address: a keyed hash of it and the day, never the address itself. */
    async hashAddress(address: string | null) {
      addressHasher ??= settingMadeOnce(database.db, "address-hash-key", () => randomBytes(32).toString("base64url")).then(
        createAddressHasher,
      );
      try {
        return (await addressHasher)(address);
      } catch (error) {
        // A request is never lost to this: without the key (the database busy at its first use),
        // this post goes uncounted for the limits, and the next one asks for the key again.
        addressHasher = undefined;
        console.error("The address-hash key could not be read:", error);
        return null;
      }
    },
    /** How long the site keeps what (the /privacy page and `npm run doctor` say it from here). */
    retention: { requestDays: env.REQUESTS_KEEP_DAYS, spamDays: env.SPAM_KEEP_DAYS },
    /** Page views, taps and forms counted without personal data; the owner's report of them (/owner/stats). */
    counts,
  };

  return {
    context,
    /** Where the server's page views and the beacon's counts go (server/site-listener.ts, server/steps/count-beacon.ts). */
    counts,
    /** True when the database answers a query (/healthz). */
    isHealthy: () => requestStore.ping(),
    /** Background work: unsent e-mails retried, old spam pruned at start and every hour, counts folded, backups made. */
    start() {
      // A restore refuses while this process uses the SQLite file (app/.server/backups/site-running.ts).
      if (database.sqliteFile) unmarkRunning = markSiteRunning(env.DATA_DIR);
      if (env.LOG_SWEEPS) stopLoggingSweeps = onSweep((name) => console.log(`swept: ${name}`));
      notifier.start();
      pushSender.start();
      driverTexts.start();
      // The decoy for unknown e-mails is ready before the first sign-in, so none takes longer.
      void decoyHash();
      pruneSpam();
      pruneTimer = setInterval(pruneSpam, 60 * 60 * 1000).unref();
      counts.start();
      if (env.BACKUP_EVERY_HOURS > 0) {
        backups = startBackupSchedule(database, env.DATABASE_URL, {
          dir: env.BACKUP_DIR,
          keep: env.BACKUP_KEEP,
          everyHours: env.BACKUP_EVERY_HOURS,
        });
      } else
        console.log(
          "Scheduled backups are off on this machine (BACKUP_EVERY_HOURS=0): another machine, or npm run backup, must make them.",
        );
    },
    /** Stops the background work, waits for sends in progress, closes the database. */
    async close() {
      clearInterval(pruneTimer);
      await pruning;
      await backups?.stop();
      await notifier.stop();
      await pushSender.stop();
      await driverTexts.stop();
      // The counts still in memory are written before the database closes.
      await counts.stop();
      await database.close();
      unmarkRunning?.();
      stopLoggingSweeps?.();
    },
  };
}

/** What every loader and action finds in React Router's load context, besides the request's own facts. */
export type SiteServices = Awaited<ReturnType<typeof openSiteServices>>["context"];
