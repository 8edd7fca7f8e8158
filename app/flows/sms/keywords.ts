/**
 * The words a reply can be instead of a message, as carriers and Twilio read them: one word,
 * any case, alone in the text. French for Quebec's drivers too (ARRET).
 */
const stopWords = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "ARRET", "ARRÊT"]);
const startWords = new Set(["START", "YES", "UNSTOP"]);
const helpWords = new Set(["HELP", "INFO", "AIDE"]);

export type SmsKeyword = "stop" | "start" | "help";

export function smsKeyword(body: string): SmsKeyword | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  if (stopWords.has(word)) return "stop";
  if (startWords.has(word)) return "start";
  if (helpWords.has(word)) return "help";
  return null;
}
