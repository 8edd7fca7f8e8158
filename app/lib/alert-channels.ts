/**
 * The owner's alert channels, as the settings page and the alert sender speak of them: free of
 * dependencies, so the page's form can show them (the store is app/.server/alerts/alert-channels.ts).
 */
/**
 * What the owner is alerted about: a new request of each kind, what a driver does on its page,
 * and an invoice paid by card (Stripe's webhook; a message of the thread written by the site).
 */
export const alertKinds = ["roadside", "quote", "message", "decision", "payment"] as const;
export type AlertKind = (typeof alertKinds)[number];

/** How: a push to the phones that accepted alerts, a text to OWNER_ALERT_SMS_TO, an e-mail to LEADS_NOTIFY_TO. */
export const alertChannels = ["push", "text", "email"] as const;
export type AlertChannelName = (typeof alertChannels)[number];

export type AlertChannelSettings = Record<AlertKind, Record<AlertChannelName, boolean>>;

/**
 * Which channels each kind goes on, by default: every channel set up. A new request's e-mail is
 * the notifier's (always sent: it is the record of the request); a quote is not texted (nobody is
 * stranded). The owner turns any of these off on the settings page.
 */
export const defaultAlertChannels: AlertChannelSettings = {
  roadside: { push: true, text: true, email: true },
  quote: { push: true, text: false, email: true },
  message: { push: true, text: true, email: true },
  decision: { push: true, text: true, email: true },
  payment: { push: true, text: true, email: true },
};

/** The channels a kind cannot go on (a new request's e-mail is always sent). */
export const fixedChannels: Partial<Record<AlertKind, readonly AlertChannelName[]>> = { roadside: ["email"], quote: ["email"] };
