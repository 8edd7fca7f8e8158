import { describe, expect, it } from "vitest";
import { canonicalPath, redirectSources, redirectTarget } from "~/lib/redirects";

describe("redirect table", () => {
  it.each([
    ["/services/mobile-tire-services", "/services/diesel-roadside-assistance"],
    ["/services/mobile-brake-repairs", "/services/diesel-roadside-assistance"],
    ["/services/emergency-roadside-assistance", "/services/diesel-roadside-assistance"],
    ["/services/cooling-system-repairs", "/services/mobile-diesel-mechanic"],
    ["/services/mobile-electrical-repairs", "/services/mobile-diesel-mechanic"],
    ["/services/fuel-system-services", "/services/mobile-diesel-mechanic"],
    ["/services/hydraulic-suspension-repairs", "/services/mobile-diesel-mechanic"],
    ["/services/engine-diagnostics-repair", "/services/mobile-diesel-mechanic"],
    ["/services/aftertreatment-services", "/services/diesel-diagnostics"],
    ["/locations", "/service-areas"],
    ["/locations/windsor", "/service-areas/diesel-mechanic-windsor"],
  ])("sends %s to %s", (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it("leaves the generic pages that no redirect takes", () => {
    expect(redirectTarget("/services/battery-services")).toBeNull();
    expect(redirectTarget("/services/wheel-seal-services")).toBeNull();
  });

  it("does not redirect odd /locations paths", () => {
    expect(redirectTarget("/locations/windsor/extra")).toBeNull();
    expect(redirectTarget("/locations/Windsor")).toBeNull();
  });

  it("links straight to a redirect's target", () => {
    expect(canonicalPath("/services/mobile-tire-services")).toBe("/services/diesel-roadside-assistance");
    expect(canonicalPath("/about-us")).toBe("/about-us");
    expect(redirectSources).toHaveLength(10);
  });
});
