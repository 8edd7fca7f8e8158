import { siteConfig } from "~/config/site";
import { formatTorontoTime } from "~/lib/format-date";
import type { Env } from "~/config/env.server";
import { createMailTransport } from "../mail/transport";

/**
 * How long an e-mailed sign-in link works, and how many can be sent in that time: a link lasts
 * 15 minutes; an address may ask for 3 in that time, and an account is sent at most 3 from every
 * address together (the limit the owner's guide states), so a mailbox cannot be flooded from many
 * addresses. The member's own browser, where they signed in before, is held to its address's
 * three only (app/owner/sign-in-link/route.tsx): a stranger asking cannot use up their links.
 */
export const signInLinkRules = { ttlMs: 15 * 60_000, maxRecent: 3, maxPerOwner: 3 } as const;

interface SignInLinkMail {
  to: string;
  link: string;
  /** Where the request came from, so an owner who did not ask can tell. */
  requestedFrom: string | null;
  at: Date;
}

/** The e-mail with a sign-in link: what it is, how long it works, and what to do if it was not you. */
function signInLinkEmail({ to, link, requestedFrom, at }: SignInLinkMail, from: string) {
  const when = formatTorontoTime(at, { year: true });
  return {
    from,
    to,
    subject: `Your sign-in link for the ${siteConfig.name} inbox`,
    text: [
      `A sign-in link for the owner's inbox was asked for on ${when} (Toronto time)${requestedFrom ? ` from the address ${requestedFrom}` : ""}.`,
      "",
      `Open this link to sign in. It works once, within ${signInLinkRules.ttlMs / 60_000} minutes:`,
      link,
      "",
      "Once you are in, you can set a new password under Change password.",
      "",
      "If you did not ask for this, ignore this e-mail: nothing has changed and your password still works.",
    ].join("\n"),
  };
}

export type SendSignInLink = (mail: SignInLinkMail) => void;

/**
 * Sends sign-in links through SMTP_URL, in the background: the page answers the same at once
 * whether or not the address is an owner's, and a slow mail server changes nothing it says.
 */
export function createSignInLinkSender(env: Pick<Env, "SMTP_URL" | "LEADS_NOTIFY_FROM">): SendSignInLink {
  const { SMTP_URL: smtpUrl } = env;
  if (!smtpUrl) {
    return () => console.warn("A sign-in link was asked for, but SMTP_URL is not set: no e-mail can be sent.");
  }
  const from = env.LEADS_NOTIFY_FROM ?? siteConfig.email;
  const transport = createMailTransport(smtpUrl);
  return (mail) => {
    transport
      .sendMail(signInLinkEmail(mail, from))
      .catch((error: unknown) =>
        console.error(`The sign-in link e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
}
