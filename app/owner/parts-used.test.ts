import { describe, expect, it } from "vitest";
import { draftFromParts } from "./parts-used";

const empty = { callOut: "", labourHours: "", labourRate: "", parts: [], note: "" };

describe("the estimate's draft from the parts used", () => {
  it("makes a part line per line of the note, '2 x' as the quantity, the price left to fill", () => {
    expect(draftFromParts(empty, "2 x air filter\nDEF sensor\n\n").parts).toEqual([
      { description: "air filter", quantity: "2", price: "" },
      { description: "DEF sensor", quantity: "1", price: "" },
    ]);
  });
  it("leaves the draft as it was when nothing was written", () => {
    expect(draftFromParts(empty, null)).toBe(empty);
  });
});
