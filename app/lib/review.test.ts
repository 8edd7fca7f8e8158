import { describe, expect, it } from "vitest";
import { firstNameAndInitial, shownReviewName } from "./review";

describe("how a review is signed", () => {
  it("makes a first name and initial from the name on the request", () => {
    expect(firstNameAndInitial("dave miller")).toBe("Dave M.");
    expect(firstNameAndInitial("  Marie-Ève   de la Fontaine ")).toBe("Marie-Ève F.");
    expect(firstNameAndInitial("Harj")).toBe("Harj");
    expect(firstNameAndInitial("1234 #!")).toBeNull();
  });

  it("signs with the company or the place only when chosen, and falls back to the region", () => {
    const base = { requestName: "Dave Miller", company: "Miller Haulage", area: "Windsor" };
    expect(shownReviewName({ ...base, nameStyle: "initial" })).toBe("Dave M.");
    expect(shownReviewName({ ...base, nameStyle: "company" })).toBe("Miller Haulage");
    expect(shownReviewName({ ...base, nameStyle: "area" })).toBe("A driver from Windsor");
    expect(shownReviewName({ ...base, nameStyle: "area", area: null })).toBe("A driver from Southern Ontario");
    expect(shownReviewName({ ...base, requestName: "", nameStyle: "initial" })).toBe("A driver from Windsor");
  });
});
