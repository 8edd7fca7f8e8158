import { describe, expect, it } from "vitest";
import { iconData } from "./icons.server";
import { iconNames } from "./schemas";

describe("content icons", () => {
  it.each(iconNames)("%s has a drawing with elements", (name) => {
    const drawing = iconData(name);
    expect(drawing.node.length).toBeGreaterThan(0);
    for (const [tag, attributes] of drawing.node) {
      expect(tag).toMatch(/^[a-z]+$/);
      expect(Object.keys(attributes).length).toBeGreaterThan(0);
    }
  });
});
