// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClasses, buttonVariantNames } from "~/components/ui/button";

describe("Button", () => {
  it("offers the specification's seven variants", () => {
    expect(buttonVariantNames).toEqual(["default", "destructive", "outline", "secondary", "ghost", "link", "cta"]);
    const classes = new Set(buttonVariantNames.map((variant) => buttonClasses({ variant })));
    expect(classes.size).toBe(7);
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
