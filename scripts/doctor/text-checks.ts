import type { Env } from "~/config/env.server";
import type { CheckResult } from "./checks";

const twilioSettings = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/**
 * Texts to drivers (and the owner's text alerts): off without the three TWILIO_ settings, half
 * set up with some of them. When on, the owner is told where the provider must post texts back,
 * and that SITE_URL must be exactly that https address, since every text back is signed over it.
 */
export function checkDriverTexts(env: Pick<Env, (typeof twilioSettings)[number] | "SITE_URL" | "SMS_FOLD_SECONDS">): CheckResult {
  const label = "Texts to drivers";
  const set = twilioSettings.filter((name) => env[name]);
  if (set.length === 0) {
    return {
      ok: false,
      severity: "warning",
      label,
      detail:
        "texts are off: drivers get no texts and texts back are not read (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). The status page still shows every step.",
    };
  }
  if (set.length < twilioSettings.length) {
    const missing = twilioSettings.filter((name) => !env[name]);
    return {
      ok: false,
      severity: "warning",
      label,
      detail: `texts are off: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set.`,
    };
  }
  const webhook = `${env.SITE_URL.replace(/\/$/, "")}/sms/inbound`;
  if (!env.SITE_URL.startsWith("https://")) {
    return {
      ok: false,
      severity: "warning",
      label,
      detail: `texts go from ${env.TWILIO_FROM}, but SITE_URL is not https: the provider posts texts back to ${webhook}, signed over that address, and needs an https one.`,
    };
  }
  return {
    ok: true,
    severity: "warning",
    label,
    detail: `texts go from ${env.TWILIO_FROM} (changes within ${env.SMS_FOLD_SECONDS} s go as one). Set that number's incoming-message webhook to ${webhook} (HTTP POST).`,
  };
}
