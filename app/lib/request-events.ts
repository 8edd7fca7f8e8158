/**
 * What each kind of line in a request's history says, in one place for the owner's request page
 * and the terminal (\`npm run leads -- --show\`); the detail and who did it follow.
 */
export const requestEventWords = {
  "email-sent": "E-mailed to the owner",
  "email-failed": "E-mail failed",
  status: "Status set to",
  note: "Note",
  spam: "Marked spam",
  "not-spam": "Released from spam",
  acknowledged: "Seen",
  "alert-sent": "Phone alerted",
  "alert-failed": "Phone alert failed",
  "alert-device-gone": "Phone no longer subscribed, removed",
  "alert-held": "Text and e-mail held back",
  escalated: "Not yet seen: alerted again",
  dispatch: "Status and arrival set to",
  "text-sent": "Texted to the driver",
  "text-failed": "Text to the driver failed",
  "text-cancelled": "Text to the driver not sent",
  estimate: "Estimate sent",
  "estimate-approved": "Estimate approved",
  "estimate-declined": "Estimate declined",
  review: "Review received",
  "review-edited": "Review changed by the customer",
  "review-published": "Review published",
  "review-hidden": "Review hidden",
  "review-reply": "Public reply to the review",
  forgotten: "Forgotten",
  invoice: "Invoice issued",
  "invoice-credited": "Invoice cancelled",
  "invoice-paid": "Invoice paid",
  "invoice-on-account": "Invoice put on account",
  "invoice-payment-refused": "Card payment not counted",
  assigned: "Assigned to",
  "parts-used": "Parts used",
} as const;

export type RequestEventType = keyof typeof requestEventWords;
