import { siteConfig } from "~/config/site";

/** Answers every request form gives when the server refuses a post before or instead of storing it. */
export const bodyTooLargeMessage = "Your request is too large to send. Please shorten the message.";
export const floodMessage = `We've received a great many requests from your connection in the last few minutes, so this one was not sent. Please call us at ${siteConfig.phone.display}.`;
