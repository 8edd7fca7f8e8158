import { twMerge } from "tailwind-merge";
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
});
