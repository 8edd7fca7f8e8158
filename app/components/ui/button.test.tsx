// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClasses, buttonVariantNames } from "~/components/ui/button";

describe("Button", () => {
  it("offers the specification's seven variants, each with a look of its own", () => {
    // What tells each variant apart on the page, as the specification describes them.
    const looks = {
      default: ["bg-charcoal", "text-white"],
      destructive: ["bg-danger", "text-white"],
      outline: ["border-2", "bg-transparent"],
      secondary: ["bg-steel-light", "text-ink"],
      ghost: ["bg-transparent"],
      link: ["underline", "min-h-0"],
      cta: ["bg-hivis", "text-ink"],
    } as const;
    expect([...buttonVariantNames].sort()).toEqual(Object.keys(looks).sort());
    for (const [variant, classes] of Object.entries(looks)) {
      render(<Button variant={variant as keyof typeof looks}>{variant}</Button>);
      const button = screen.getByRole("button", { name: variant });
      for (const name of classes) expect(button.className.split(" "), variant).toContain(name);
    }
    expect(buttonClasses({ variant: "ghost" })).not.toContain("border-2");
    expect(buttonClasses({ variant: "link" })).not.toContain("min-h-11");
  });

  it("keeps the hi-vis accent for the call-to-action variant only", () => {
    for (const variant of buttonVariantNames) {
      expect(buttonClasses({ variant }).includes("bg-hivis")).toBe(variant === "cta");
    }
  });

  it("is a non-submitting button unless told otherwise, at least 44 px tall", () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.className).toContain("min-h-11");
  });

  it("lets a page's classes override the variant's, so a dark call button on a hi-vis band stays readable on hover", () => {
    const classes = buttonClasses({ variant: "cta", size: "lg" }, "bg-ink text-white hover:bg-charcoal-2 px-3").split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-ink", "text-white", "hover:bg-charcoal-2", "px-3"]));
    for (const lost of ["bg-hivis", "text-ink", "hover:bg-hivis-dark", "px-7"]) expect(classes).not.toContain(lost);
  });
});
