import path from "node:path";
import { z } from "zod";

/**
 * The environment, parsed once. Nothing else in the code base reads process.env.
 */
const settings = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an absolute http(s) URL such as https://www.example.com" })
    .default("https://www.example.com")
    .transform((value) => new URL(value).origin),
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL shared by several machines (postgres://user:password@host:5432/database); the SQLite file under DATA_DIR when unset. */
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/leads" })
    .optional(),
  /** Where backups go (default DATA_DIR/backups), how often the server makes one (0 = never), and how many are kept. */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@host:587" }).optional(),
  LEADS_NOTIFY_TO: z.email().optional(),
  LEADS_NOTIFY_FROM: z.email().optional(),
  /** Past this many requests from one address in 10 minutes, new ones are stored flagged suspect (0 = never). */
  REQUESTS_SUSPECT_AFTER: z.coerce.number().int().min(0).default(5),
  /** At this many requests from one address in 10 minutes, further ones are refused with 429 (0 = never). */
  REQUESTS_FLOOD_LIMIT: z.coerce.number().int().min(0).default(60),
  /** Spam is kept this many days, and at most this many rows (oldest dropped first). */
  SPAM_KEEP_DAYS: z.coerce.number().int().min(1).default(30),
  /** A request's personal data is removed this many days after it came (an anonymous row stays for the counts). */
  REQUESTS_KEEP_DAYS: z.coerce.number().int().min(30).max(3650).default(730),
  SPAM_MAX_ROWS: z.coerce.number().int().min(100).default(10_000),
  /** How often unsent e-mails are retried, and how long one process's claim on a send lasts. */
  NOTIFY_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  NOTIFY_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
  /** The owner's sign-in: failures allowed per account and per address before delays start, and the longest delay. */
  OWNER_SIGNIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  OWNER_SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Memory per password hash (scrypt, r = 8): 128 MiB is OWASP's recommendation; the test runs lower it to save time (decision 021). */
  PASSWORD_HASH_MIB: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024)
    .refine((mib) => (mib & (mib - 1)) === 0, "PASSWORD_HASH_MIB must be a power of two (128 is OWASP's recommendation)")
    .default(128),
  /** Web Push to the owner's phones: the VAPID key pair (made once and kept in the database when unset) and the contact push services see. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https: URL of the business")
    .optional(),
  /** A roadside request nobody has seen is alerted again after this many minutes, and after three times this (fractions allowed). */
  ESCALATE_AFTER_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(5),
  /** The owner's mobile (E.164), texted for each roadside request and each escalation round. */
  OWNER_ALERT_SMS_TO: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "OWNER_ALERT_SMS_TO must be a phone number in E.164 form, such as +15195550142")
    .optional(),
  /** A second person e-mailed (through SMTP_URL) when nobody has seen a roadside request. */
  LEADS_ESCALATE_TO: z.email().optional(),
  /** Texts through Twilio's Messages API (or a provider speaking it). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, "TWILIO_FROM must be a phone number in E.164 form, such as +15195550100")
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, error: "TWILIO_API_URL must be an http(s) URL" }).default("https://api.twilio.com"),
  /**
   * Changes to a request this many seconds apart or closer go to the driver as one text (the
   * latest). Texts owed after one that waits wait with it (they go in order), so it stays short.
   */
  SMS_FOLD_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /** The Google Business Profile's "ask for reviews" link, offered to everyone after a review (https only). */
  GOOGLE_REVIEW_URL: z
    .url({ protocol: /^https$/, error: "GOOGLE_REVIEW_URL must be an https:// link (the profile's 'Ask for reviews' link)" })
    .optional(),
  /**
   * Card payments of invoices through Stripe Checkout: the secret API key (sk_live_… or
   * sk_test_…), the webhook endpoint's signing secret (whsec_…), and where the API lives (tests
   * point it at a local double). Without both secrets, invoices show the owner's own payment
   * instructions and no card button.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{10,}$/, "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "STRIPE_API_URL must be an http(s) URL" }).default("https://api.stripe.com"),
  /** Counts: events counted per day from everyone together, and per visitor per day; more are not counted. */
  COUNTS_DAILY_LIMIT: z.coerce.number().int().min(100).default(20_000),
  COUNTS_VISITOR_DAILY_LIMIT: z.coerce.number().int().min(1).default(100),
  /** For tests only: lets push subscriptions point at this machine (the push-service double). */
  PUSH_ALLOW_LOCAL_ENDPOINTS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  /** For tests only: the alerts' and texts' background passes run this often (seconds) instead of every 5 s. */
  SWEEP_SECONDS: z.coerce.number().min(0.2).max(60).optional(),
  /** For tests only: logs "swept: <work>" after each background pass, so a test can wait for the next pass instead of for seconds. */
  LOG_SWEEPS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
});

/** Every setting's name: .env.example and the README's table list each one. */
export const settingNames = Object.keys(settings.shape);

const envSchema = settings.transform((env) => ({
  ...env,
  DATA_DIR: path.resolve(env.DATA_DIR),
  BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups")),
}));

export type Env = z.output<typeof envSchema>;

/** Parses an environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (FOO= in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new Error(`Invalid environment:\n${problems}`);
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
