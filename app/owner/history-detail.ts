/**
 * A history line's detail in the owner's words, and what a provider answered apart from it: a
 * text's message id and status ("SM…, queued"), a mail server's answer ("250 OK…"), a push
 * service's status. Those help when something went wrong, so they stay, behind a fold.
 */
export function splitHistoryDetail(detail: string | null): { words: string | null; technical: string | null } {
  if (!detail) return { words: null, technical: null };
  // A mail server's whole answer ("250 OK: message queued"): the line's words say it was e-mailed.
  if (/^[245]\d\d[\s-]/.test(detail)) return { words: null, technical: detail };
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/s.exec(detail);
  if (!match) return { words: detail, technical: null };
  const [, words = "", inParentheses = ""] = match;
  const technical = /\bSM[0-9a-f]{8,}|\b[245]\d\d\b|push service answered|accepted|queued|sent|delivered/i.test(inParentheses);
  return technical ? { words: words.replace(/[:\s]+$/, "") || null, technical: inParentheses } : { words: detail, technical: null };
}
