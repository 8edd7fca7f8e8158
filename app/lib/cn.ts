import { clsx, type ClassValue } from "clsx";

/**
 * The class merge of `cn()`: a later Tailwind class overrides an earlier one of the same
 * property, for the few properties this site's components let a page override (padding, width,
 * max width, min height, font size, text and background colour, wrapping). It is tailwind-merge's
 * algorithm with that subset of its config, written out: the library's engine alone cost 2.5 KB
 * gzip on every page with a form, and a quote form's code must stay within 120 KB (decision 011).
 * `cn.test.ts` checks it gives the library's answers, class string for class string.
 */
const isNumber = (value: string) => value !== "" && !Number.isNaN(Number(value));
const isArbitrary = (value: string) => /^\[(?:(\w[\w-]*):)?(.+)\]$/i.test(value);
const isFraction = (value: string) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isSpacing = (value: string) => isNumber(value) || isArbitrary(value);
const sizeWords = new Set(["auto", "full", "screen", "min", "max", "fit", "px"]);
const isSizing = (value: string) => isNumber(value) || isFraction(value) || isArbitrary(value) || sizeWords.has(value);
const wrapping = new Set(["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"]);

/** The property a utility sets, of those a page may override; undefined for any other class. */
function propertyOf(utility: string): string | undefined {
  const [, prefix, value = ""] = /^(px|py|p|w|max-w|min-h|text|bg|whitespace)-(.+)$/.exec(utility) ?? [];
  switch (prefix) {
    case "p":
    case "px":
    case "py":
      return isSpacing(value) ? prefix : undefined;
    case "w":
    case "min-h":
      return isSizing(value) ? prefix : undefined;
    case "max-w":
      return prefix;
    case "text":
      // Font sizes first: `text-sm` is a size, any other `text-*` a colour.
      return value === "base" || isTshirtSize(value) ? "font-size" : "text-color";
    case "bg":
      return "bg-color";
    case "whitespace":
      return wrapping.has(value) ? prefix : undefined;
    default:
      return undefined;
  }
}

/** Padding on all sides overrides padding on one axis set before it. */
const alsoOverrides: Record<string, readonly string[]> = { p: ["px", "py"] };

/** A class's variants (hover:, sm:, min-[420px]:) and its utility, split on the colons outside brackets. */
function splitVariants(className: string): { variants: string; utility: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === "[" || char === "(") depth += 1;
    else if (char === "]" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "");
  return { variants: parts.sort().join(":"), utility, important };
}

function mergeClasses(classList: string): string {
  const kept: string[] = [];
  const taken = new Set<string>();
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const { variants, utility, important } = splitVariants(className);
    const slash = utility.indexOf("/");
    // A modifier after a slash (bg-ink/5, text-lg/7) names the property by what comes before it.
    const property = (slash > 0 ? propertyOf(utility.slice(0, slash)) : undefined) ?? propertyOf(utility);
    if (property === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}:`;
    if (taken.has(scope + property)) continue;
    taken.add(scope + property);
    for (const other of alsoOverrides[property] ?? []) taken.add(scope + other);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}

/** Joins class names; a later Tailwind class overrides an earlier one of the same property (`px-3` beats a variant's `px-5`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
