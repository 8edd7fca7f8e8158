import { describe, expect, it } from "vitest";
import { mapLinkOf } from "./map-link";

describe("a map link for every location", () => {
  it("opens the phone's coordinates when it gave them", () => {
    expect(mapLinkOf({ latitude: 42.2613, longitude: -82.4391, road: "401" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=42.2613%2C-82.4391",
    );
  });

  it("searches the typed highway, direction and landmark otherwise", () => {
    expect(mapLinkOf({ road: "401", direction: "Eastbound", landmark: "exit 218" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Highway+401+Eastbound+exit+218+Ontario",
    );
    expect(mapLinkOf({ road: "Other", direction: "", landmark: "Flying J, Tilbury" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Flying+J%2C+Tilbury+Ontario",
    );
  });

  it("says nothing when nothing says where", () => {
    expect(mapLinkOf(null)).toBeNull();
    expect(mapLinkOf({ road: "", direction: "", landmark: " " })).toBeNull();
  });
});
