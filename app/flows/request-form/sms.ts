import { siteConfig } from "~/config/site";

/** A text message to the business with a body the driver fills in: works where calling doesn't (one bar, a loud cab). */
const smsTemplate = "Truck broken down. Where: (highway, direction, exit or km marker). Truck: (make, unit). Problem: ";

export function smsHref(body: string = smsTemplate): string {
  return `sms:${siteConfig.phone.e164}?body=${encodeURIComponent(body)}`;
}
