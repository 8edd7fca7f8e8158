import { createTailwindMerge, twMerge, validators } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same property", () => {
    expect(cn("min-h-11 px-5 py-2.5 text-base", "min-h-12 px-2 text-sm")).toBe("py-2.5 min-h-12 px-2 text-sm");
    expect(cn("bg-hivis text-ink hover:bg-hivis-dark", "bg-ink text-white hover:bg-charcoal-2")).toBe(
      "bg-ink text-white hover:bg-charcoal-2",
    );
    expect(cn("px-3 py-2", "p-4")).toBe("p-4");
    expect(cn("whitespace-nowrap", "whitespace-normal")).toBe("whitespace-normal");
  });

  it("keeps a font size and a colour side by side: they are different properties", () => {
    expect(cn("text-lg text-ink", "text-white")).toBe("text-lg text-white");
    expect(cn("text-sm", "min-[420px]:text-base")).toBe("text-sm min-[420px]:text-base");
  });

  it("drops empty and false values as clsx does", () => {
    expect(cn("flex", false, undefined, { hidden: false, block: true })).toBe("flex block");
  });

  it("agrees with the library's full config on every class string the site's buttons are given", () => {
    const variants = [
      "inline-flex items-center justify-center gap-2 rounded-md font-bold whitespace-nowrap min-h-14 px-7 py-3 text-lg bg-hivis text-ink hover:bg-hivis-dark",
      "inline-flex min-h-11 px-3 py-2 text-sm bg-charcoal text-white hover:bg-charcoal-2",
      "border-2 border-current bg-transparent hover:bg-ink/5 min-h-11 px-5 py-2.5 text-base",
      "bg-steel-light text-ink hover:bg-steel-light/80 min-h-11 px-5 py-2.5 text-base",
    ];
    const overrides = [
      "whitespace-normal bg-ink text-white hover:bg-charcoal-2",
      "whitespace-normal px-3 min-[420px]:text-base",
      "min-h-12 flex-1 px-2 text-base",
      "min-h-12 px-3 text-base",
      "w-full sm:w-auto sm:justify-self-start",
      "text-white",
      "shrink-0 self-start lg:self-center",
      "whitespace-normal mt-4 w-full sm:w-auto",
    ];
    for (const variant of variants) for (const override of overrides) expect(cn(variant, override)).toBe(twMerge(variant, override));
  });

  it("gives tailwind-merge's answer, with the site's subset of its config, for thousands of class strings", () => {
    // The subset of tailwind-merge's config cn() was built on (decision 011): the oracle.
    const { isAny, isArbitraryValue, isNumber, isFraction, isTshirtSize } = validators;
    const spacing = [isNumber, isArbitraryValue];
    const sizing = [isNumber, isFraction, isArbitraryValue, "auto", "full", "screen", "min", "max", "fit", "px"];
    const library = createTailwindMerge(() => ({
      cacheSize: 0,
      theme: {},
      classGroups: {
        p: [{ p: spacing }],
        px: [{ px: spacing }],
        py: [{ py: spacing }],
        w: [{ w: sizing }],
        "max-w": [{ "max-w": [isAny] }],
        "min-h": [{ "min-h": sizing }],
        "font-size": [{ text: ["base", isTshirtSize] }],
        "text-color": [{ text: [isAny] }],
        "bg-color": [{ bg: [isAny] }],
        whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
      },
      conflictingClassGroups: { p: ["px", "py"] },
      conflictingClassGroupModifiers: {},
      orderSensitiveModifiers: [],
    }));
    const utilities = [
      "p-4",
      "p-0",
      "p-2.5",
      "p-[3px]",
      "p-px",
      "px-3",
      "px-5",
      "py-2",
      "py-[1rem]",
      "w-full",
      "w-1/2",
      "w-auto",
      "w-[20ch]",
      "w-prose",
      "max-w-prose",
      "max-w-3xl",
      "min-h-11",
      "min-h-dvh",
      "min-h-[44px]",
      "text-sm",
      "text-base",
      "text-2xl",
      "text-ink",
      "text-white",
      "text-left",
      "text-hivis/80",
      "bg-ink",
      "bg-ink/5",
      "bg-transparent",
      "whitespace-normal",
      "whitespace-nowrap",
      "whitespace-foo",
      "flex",
      "mt-4",
      "gap-2",
      "rounded-md",
      "border-2",
      "font-bold",
      "size-4",
      "[&>svg]:size-4",
    ];
    const variants = ["", "", "", "hover:", "sm:", "sm:hover:", "hover:sm:", "min-[420px]:", "aria-[invalid=true]:", "focus:"];
    for (const edge of [
      "sm:hover:p-2 hover:sm:p-4",
      "px-3 p-4 px-2",
      "p-4! p-2",
      "bg-ink/5 bg-white",
      "text-lg/7 text-sm",
      "w-px w-full",
    ]) {
      expect(cn(edge), edge).toBe(library(edge));
    }
    let seed = 7;
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % limit;
    };
    for (let sample = 0; sample < 5000; sample += 1) {
      const classes = Array.from({ length: 1 + next(8) }, () => {
        const important = next(12) === 0 ? "!" : "";
        return `${variants[next(variants.length)]}${utilities[next(utilities.length)]}${important}`;
      });
      const input = classes.join(" ");
      expect(cn(input), input).toBe(library(input));
    }
  });
});
