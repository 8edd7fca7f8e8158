import { describe, expect, it } from "vitest";
import { technicianFirstName } from "./technician-name";

describe("technicianFirstName: only the first name reaches the driver", () => {
  it("keeps the first word of what the owner typed", () => {
    expect(technicianFirstName("Mike Secretlastname")).toBe("Mike");
    expect(technicianFirstName("  Mike   Roy ")).toBe("Mike");
    expect(technicianFirstName("Jean-Marc Tremblay")).toBe("Jean-Marc");
    expect(technicianFirstName("Mike\tRoy")).toBe("Mike");
  });

  it("drops the marks that turn text around, and says nobody for an empty field", () => {
    expect(technicianFirstName("\u202EekiM Roy")).toBe("ekiM");
    expect(technicianFirstName("   ")).toBeNull();
    expect(technicianFirstName("\u2066\u2069")).toBeNull();
  });
});
