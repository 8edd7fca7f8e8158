import type { EstimateDraft } from "~/flows/estimates/estimate-fields";

/**
 * An estimate's first draft from the "parts used" note: one part line per line of the note
 * ("2 x air filter" gives quantity 2), the prices left for the owner or technician to fill.
 * Used only while no estimate was sent: a sent one is always the draft after it.
 */
export function draftFromParts(draft: EstimateDraft, partsUsed: string | null): EstimateDraft {
  const lines = (partsUsed ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 20);
  if (lines.length === 0) return draft;
  return {
    ...draft,
    parts: lines.map((line) => {
      const counted = /^(\d{1,3})\s*[x×]\s+(.+)$/i.exec(line);
      return { description: (counted?.[2] ?? line).slice(0, 120), quantity: counted?.[1] ?? "1", price: "" };
    }),
  };
}
