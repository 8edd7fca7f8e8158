/** Links in a message that a person asking for a mechanic would not send. */
const linkPattern = /\b(?:https?:\/\/|www\.)\S+/gi;
const maxLinksInMessage = 2;

/**
 * Why a valid-looking request reads as a bot's, or null. Such requests are kept and
 * flagged, never dropped: the owner can release one that was real.
 */
export function spamSignalOf(message: string): string | null {
  const links = message.match(linkPattern)?.length ?? 0;
  if (links > maxLinksInMessage) return `${links} links in the message`;
  return null;
}
