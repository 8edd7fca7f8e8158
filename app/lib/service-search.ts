/**
 * The /services search: a pure filter over the nine overview services, run in
 * the route's loader so a search works as a plain GET form without JavaScript.
 */

/** The longest query the server reads; anything beyond it is cut off. */
export const maxQueryLength = 100;

/** The fields of a service that a search looks through. */
export interface SearchableService {
  title: string;
  description: string;
  servicesInclude: readonly string[];
}

/**
 * The query as the page uses it: trimmed, inner runs of whitespace collapsed,
 * at most `maxQueryLength` characters. A missing parameter reads as "".
 */
export function normalizeQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  return raw.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim();
}

/** Lower case, accents folded (so "défaut" finds "defaut"), for comparison only. */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLocaleLowerCase("en-CA");
}

/**
 * One query word as the forms it may take in the text: a plural also matches its
 * singular ("brakes" finds "Brake Repairs", "batteries" finds "battery").
 */
function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length >= 5 && word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  else if (word.length >= 4 && word.endsWith("s") && !word.endsWith("ss")) forms.push(word.slice(0, -1));
  return forms;
}

const wordCharacter = /[\p{L}\p{N}]/u;

/** True when `word` starts a word of `text` ("air" in "charge-air leak", not in "repair"). */
function startsAWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !wordCharacter.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** The words of a query, folded; empty for a blank query. */
export function queryWords(query: string): string[] {
  return fold(normalizeQuery(query)).split(" ").filter(Boolean);
}

/**
 * The services that match the query, in their original order. Every word of the
 * query must start a word somewhere in the service's title, description or
 * bullets (case-insensitive, so "brake" finds "Brakes" but "air" does not find
 * "repair"); a blank query matches every service.
 */
export function searchServices<T extends SearchableService>(services: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...services];
  return services.filter((service) => {
    const haystack = fold([service.title, service.description, ...service.servicesInclude].join("\n"));
    return words.every((word) => wordForms(word).some((form) => startsAWord(haystack, form)));
  });
}
