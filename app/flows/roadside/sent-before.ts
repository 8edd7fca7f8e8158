import { useSyncExternalStore } from "react";

/**
 * The roadside request this tab sent, kept for as long as the tab is open (sessionStorage): Back
 * to the form, or coming to it again, says "You sent R-4 at 6:54 PM: follow it" with the status
 * link, so a driver who did not ask for texts never loses the link. Only this tab reads it.
 */
export interface SentRequest {
  reference: string;
  statusPath: string;
  at: number;
}

const sentKey = "roadside-sent";

export function rememberSent(sent: SentRequest): void {
  try {
    sessionStorage.setItem(sentKey, JSON.stringify(sent));
  } catch {
    // Private mode with no storage: the confirmation still shows the link.
  }
}

const storedText = () => {
  try {
    return sessionStorage.getItem(sentKey);
  } catch {
    return null;
  }
};
// Nothing to listen to: the tab itself writes it, on the confirmation, before the form shows again.
const unchanging = () => () => undefined;

/** The request this tab sent before, read once the page is live (the prerendered form knows of none). */
export function useSentBefore(): SentRequest | null {
  const text = useSyncExternalStore(unchanging, storedText, () => null);
  return text ? parseSent(text) : null;
}

function parseSent(text: string): SentRequest | null {
  try {
    const sent = JSON.parse(text) as Partial<SentRequest> | null;
    return sent && typeof sent.reference === "string" && typeof sent.statusPath === "string" && typeof sent.at === "number"
      ? (sent as SentRequest)
      : null;
  } catch {
    return null;
  }
}
