/**
 * The go-live checks that need no disk, database or network: each takes what it checks and
 * answers pass or fail, with the fix in words an owner can follow.
 */
import type { BuildInfo } from "../build-info";

/** A blocker stops the launch (exit 1); a warning is printed but lets it go ahead. */
type Severity = "blocker" | "warning";

export interface CheckResult {
  ok: boolean;
  severity: Severity;
  label: string;
  /** What was found and, when it failed, what to do. */
  detail: string;
}

const pass = (severity: Severity, label: string, detail: string): CheckResult => ({ ok: true, severity, label, detail });
const fail = (severity: Severity, label: string, detail: string): CheckResult => ({ ok: false, severity, label, detail });

/** One line per check: ✓ or ✗, what was checked, what was found, and for a failure whether it blocks the launch. */
export function formatResult(result: CheckResult): string {
  if (result.ok) return `✓ ${result.label}: ${result.detail}`;
  return `✗ ${result.label}: ${result.detail} [${result.severity === "blocker" ? "launch blocker" : "warning"}]`;
}

const configFile = "app/config/site.ts";

/** A North American number in +1NPANXXXXXX form: area code and exchange never start with 0 or 1. */
const nanpE164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** 555-0100 to 555-0199 in any area code: reserved for fiction, never a working line. */
const fictionalE164 = /^\+1\d{3}55501\d{2}$/;

export function checkPhone(phone: { display: string; e164: string }): CheckResult {
  const label = "Phone number";
  const where = `in ${configFile} (phone.display and phone.e164)`;
  if (!nanpE164.test(phone.e164)) {
    return fail("blocker", label, `phone.e164 "${phone.e164}" is not a North American number like +15195551234. Correct it ${where}.`);
  }
  if (fictionalE164.test(phone.e164)) {
    return fail(
      "blocker",
      label,
      `${phone.display} is the fictional placeholder (555-01xx numbers never ring). Put the business's real number ${where}.`,
    );
  }
  const displayDigits = phone.display.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (displayDigits !== phone.e164.slice(2)) {
    return fail(
      "blocker",
      label,
      `the number shown (${phone.display}) is not the number dialled (${phone.e164}). Make them the same ${where}.`,
    );
  }
  return pass("blocker", label, `${phone.display} (dials ${phone.e164})`);
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail sent there goes nowhere. */
function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (/^(?:.*\.)?example\.(?:com|net|org)$/.test(name)) return true;
  if (/(?:^|\.)(?:example|test|invalid|localhost)$/.test(name)) return true;
  return name === "localhost" || /^127\./.test(name) || name === "[::1]" || name === "0.0.0.0";
}

export function checkEmail(email: string): CheckResult {
  const label = "Business e-mail";
  const match = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email);
  if (!match?.[1])
    return fail("blocker", label, `"${email}" is not an e-mail address. Put the business's address in ${configFile} (email).`);
  if (isReservedHost(match[1])) {
    return fail(
      "blocker",
      label,
      `${email} is a placeholder: nobody reads ${match[1]}. Put the business's address in ${configFile} (email).`,
    );
  }
  return pass("blocker", label, email);
}

export function checkSiteUrl(siteUrl: string): CheckResult {
  const label = "Site address (SITE_URL)";
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return fail(
      "blocker",
      label,
      `"${siteUrl}" is not a web address. Set SITE_URL in .env to the public address, such as https://www.yourbusiness.ca.`,
    );
  }
  if (isReservedHost(url.hostname)) {
    return fail(
      "blocker",
      label,
      `${url.origin} is a placeholder, so every canonical link, the sitemap and the structured data point nowhere. Set SITE_URL in .env to the public address, then run npm run build.`,
    );
  }
  if (url.protocol !== "https:") {
    return fail(
      "blocker",
      label,
      `${url.origin} is not https:. Serve the site over HTTPS and set SITE_URL to its https:// address, then run npm run build.`,
    );
  }
  return pass("blocker", label, url.origin);
}

/**
 * The sample reviews block the launch until real ones replace them: three published in the
 * owner's Reviews view (they then take the samples' place on /reviews), or the samples flag off.
 */
export function checkReviews(reviewsAreSamples: boolean, publishedReviews: number): CheckResult {
  const label = "Reviews";
  if (!reviewsAreSamples) return pass("blocker", label, "the sample reviews are switched off (reviewsAreSamples is false)");
  if (publishedReviews >= 3) return pass("blocker", label, `${publishedReviews} real reviews published: /reviews shows only those`);
  return fail(
    "blocker",
    label,
    `/reviews still shows the six launch samples: ${publishedReviews} real review${publishedReviews === 1 ? " is" : "s are"} published, and 3 replace them. Completed jobs are asked for a review on their status page; publish them in the inbox under Reviews (/owner/reviews).`,
  );
}

/** Google's review link, offered to every customer after their review, once the profile exists. */
export function checkGoogleReviewUrl(url: string | undefined): CheckResult {
  const label = "Google reviews";
  if (url) return pass("warning", label, `customers are offered ${url} after their review`);
  return fail(
    "warning",
    label,
    "GOOGLE_REVIEW_URL is not set, so customers are not offered your Google profile after their review. Copy the 'Ask for reviews' link from your Google Business Profile into .env.",
  );
}

/**
 * The server speaks plain HTTP, so an https: SITE_URL means a proxy in front of it; without
 * TRUST_PROXY=1 the server cannot know the visit came over HTTPS or from whom.
 */
export function checkTrustProxy(env: { SITE_URL: string; TRUST_PROXY: boolean }): CheckResult {
  const label = "Behind the HTTPS proxy (TRUST_PROXY)";
  if (!env.SITE_URL.startsWith("https:") || env.TRUST_PROXY) {
    return pass(
      "warning",
      label,
      env.TRUST_PROXY ? "the proxy's X-Forwarded-For and X-Forwarded-Proto are trusted" : "no https: address yet",
    );
  }
  return fail(
    "warning",
    label,
    "SITE_URL is https:, so a proxy serves the site, but TRUST_PROXY is off: the owner's sign-in cookies are not marked Secure, Strict-Transport-Security is not sent, and every visitor counts as the proxy's one address for the request and sign-in limits and the page counts. Set TRUST_PROXY=1 in .env.",
  );
}

/** Password hashes below OWASP's recommended scrypt cost are for test machines, never a launched site. */
export function checkPasswordHashing(env: { PASSWORD_HASH_MIB: number }): CheckResult {
  const label = "Password hashing (PASSWORD_HASH_MIB)";
  if (env.PASSWORD_HASH_MIB >= 128)
    return pass("warning", label, `scrypt with ${env.PASSWORD_HASH_MIB} MiB per hash (OWASP's recommendation: 128)`);
  return fail(
    "warning",
    label,
    `scrypt with ${env.PASSWORD_HASH_MIB} MiB per hash, below OWASP's recommended 128: a stolen database's passwords are that much cheaper to guess. It is meant for test runs; remove PASSWORD_HASH_MIB from .env, then set each password again (npm run owner -- add EMAIL).`,
  );
}

export function checkEmailConfigured(env: { SMTP_URL?: string; LEADS_NOTIFY_TO?: string }): CheckResult {
  const label = "Request e-mails";
  const missing = [env.SMTP_URL ? null : "SMTP_URL", env.LEADS_NOTIFY_TO ? null : "LEADS_NOTIFY_TO"].filter(Boolean);
  if (missing.length > 0) {
    return fail(
      "warning",
      label,
      `${missing.join(" and ")} not set: requests are stored but nobody is e-mailed. Set both in .env, then run npm run doctor -- --send-test.`,
    );
  }
  return pass("warning", label, `sent to ${env.LEADS_NOTIFY_TO} (run npm run doctor -- --send-test to send a real test message)`);
}

export function checkBuild(input: { info: BuildInfo | null; currentContentHash: string; siteUrl: string }): CheckResult {
  const label = "Build";
  const rebuild = "Run npm run build (npm start also rebuilds when there is no build).";
  if (!input.info) return fail("warning", label, `there is no build yet. ${rebuild}`);
  if (!input.info.contentHash) {
    return fail("warning", label, `the build of ${input.info.builtAt} does not record what it was built from. ${rebuild}`);
  }
  if (input.info.contentHash !== input.currentContentHash) {
    return fail(
      "warning",
      label,
      `the content or business config changed after the build of ${input.info.builtAt}, so the site still shows the old version. Run npm run build and restart the server.`,
    );
  }
  if (input.info.siteUrl !== input.siteUrl) {
    return fail(
      "warning",
      label,
      `built for ${input.info.siteUrl}, but SITE_URL is now ${input.siteUrl}. Run npm run build and restart the server.`,
    );
  }
  return pass("warning", label, `built ${input.info.builtAt} from the current content and config`);
}

export function checkOwnerClaims(claims: Record<string, { text: string; confirmed: boolean }>): CheckResult {
  const label = "Claims to confirm";
  const unconfirmed = Object.entries(claims).filter(([, claim]) => !claim.confirmed);
  if (unconfirmed.length > 0) {
    const list = unconfirmed.map(([key, claim]) => `${key} ("${claim.text}")`).join(", ");
    return fail(
      "warning",
      label,
      `the site says ${unconfirmed.length === 1 ? "this" : "these"} but you have not confirmed ${unconfirmed.length === 1 ? "it" : "them"}: ${list}. In app/config/owner-claims.ts, set confirmed: true for each one that is true, or reword it.`,
    );
  }
  return pass("warning", label, "every claim beyond the specification's is confirmed by the owner");
}

/** What the site keeps and for how long, as /privacy says it: read from the same settings. */
export function checkRetention(env: {
  REQUESTS_KEEP_DAYS: number;
  SPAM_KEEP_DAYS: number;
  BACKUP_KEEP: number;
  BACKUP_EVERY_HOURS: number;
}): CheckResult {
  const backups =
    env.BACKUP_EVERY_HOURS > 0
      ? `backups ${env.BACKUP_KEEP} × every ${env.BACKUP_EVERY_HOURS} h`
      : "no backups made by this machine's server (BACKUP_EVERY_HOURS=0)";
  return pass(
    "warning",
    "Retention",
    `requests' personal data removed after ${env.REQUESTS_KEEP_DAYS} days (REQUESTS_KEEP_DAYS), spam after ${env.SPAM_KEEP_DAYS} days, page counts after 90 days, ${backups}; /privacy says the same`,
  );
}
