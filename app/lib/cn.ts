import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isArbitraryValue, isNumber, isFraction, isTshirtSize } = validators;
const spacing = [isNumber, isArbitraryValue];
const sizing = [isNumber, isFraction, isArbitraryValue, "auto", "full", "screen", "min", "max", "fit", "px"];

/**
 * tailwind-merge with only the class groups this site's components let a page override
 * (padding, size, width, font size, colours, wrapping). The library's full default config costs
 * 8.6 KB gzip on every page; this one about a sixth of that, with the same engine. A class of a
 * group not listed here is simply kept beside the others, as without a merge.
 */
const mergeTailwind = createTailwindMerge(() => ({
  cacheSize: 100,
  theme: {},
  classGroups: {
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    w: [{ w: sizing }],
    "max-w": [{ "max-w": [isAny] }],
    "min-h": [{ "min-h": sizing }],
    // Font sizes first: `text-sm` is a size, any other `text-*` a colour.
    "font-size": [{ text: ["base", isTshirtSize] }],
    "text-color": [{ text: [isAny] }],
    "bg-color": [{ bg: [isAny] }],
    whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
  },
  conflictingClassGroups: { p: ["px", "py"] },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names; a later Tailwind class overrides an earlier one of the same property (`px-3` beats a variant's `px-5`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwind(clsx(inputs));
}
