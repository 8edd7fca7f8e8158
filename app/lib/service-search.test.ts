import { describe, expect, it } from "vitest";
import { serviceCards as services } from "~/content/services";
import { maxQueryLength, normalizeQuery, queryWords, searchServices, type SearchableService } from "./service-search";

const sample: (SearchableService & { id: string })[] = [
  {
    id: "title-only",
    title: "Coolant Hose Service",
    description: "Leaks fixed where you park.",
    servicesInclude: ["Upper and lower radiator lines"],
  },
  {
    id: "description-only",
    title: "Cab Comfort",
    description: "We repair the sleeper heater and the bunk HVAC blower.",
    servicesInclude: ["Thermostat swaps"],
  },
  {
    id: "bullet-only",
    title: "Trailer Work",
    description: "Trailer repairs on your lot.",
    servicesInclude: ["Landing gear crank repairs", "Mud flap brackets"],
  },
];

const ids = (query: string) => searchServices(sample, query).map((service) => service.id);
const slugs = (query: string) => searchServices(services, query).map((service) => service.slug);

describe("searchServices", () => {
  it("matches words in the title", () => {
    expect(ids("coolant")).toEqual(["title-only"]);
  });

  it("matches words in the description", () => {
    expect(ids("sleeper")).toEqual(["description-only"]);
  });

  it("matches words in the bullet list", () => {
    expect(ids("landing gear")).toEqual(["bullet-only"]);
  });

  it("ignores case", () => {
    expect(ids("HVAC")).toEqual(ids("hvac"));
    expect(ids("MuD FlAp")).toEqual(["bullet-only"]);
    expect(slugs("BRAKE")).toEqual(slugs("brake"));
  });

  it("trims and collapses whitespace", () => {
    expect(ids("   coolant   ")).toEqual(["title-only"]);
    expect(ids("landing \t\n gear")).toEqual(["bullet-only"]);
  });

  it("needs every word of a multi-word query, each anywhere in the service", () => {
    // "trailer" is in the title, "brackets" in a bullet.
    expect(ids("trailer brackets")).toEqual(["bullet-only"]);
    // "sleeper" matches one service, "coolant" another: no single service has both.
    expect(ids("sleeper coolant")).toEqual([]);
    expect(slugs("starter alternator")).toEqual(["mobile-electrical-repairs"]);
  });

  it("matches at the start of words, so short words do not hit the middle of others", () => {
    // "air" is inside "repair" in every sample, but starts no word there.
    expect(ids("air")).toEqual([]);
    expect(ids("repair")).toEqual(["description-only", "bullet-only"]);
  });

  it("finds the singular from a plural query", () => {
    expect(ids("leaks")).toEqual(["title-only"]);
    expect(ids("brackets")).toEqual(["bullet-only"]);
    expect(slugs("brakes")).toEqual(slugs("brake"));
    expect(slugs("batteries")).toContain("battery-services");
  });

  it("finds the three brake services among the nine", () => {
    expect(slugs("brake")).toEqual(["mobile-brake-repairs", "wheel-seal-services", "emergency-roadside-assistance"]);
  });

  it("returns all nine services, in order, for an empty or blank query", () => {
    expect(services).toHaveLength(9);
    expect(searchServices(services, "")).toEqual(services);
    expect(searchServices(services, "   ")).toEqual(services);
  });

  it("returns nothing when no service matches", () => {
    expect(searchServices(services, "helicopter")).toEqual([]);
    expect(searchServices(services, "brake helicopter")).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const before = services.map((service) => service.slug);
    searchServices(services, "tire");
    expect(services.map((service) => service.slug)).toEqual(before);
  });
});

describe("normalizeQuery", () => {
  it("reads a missing parameter as an empty query", () => {
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
  });

  it("trims and collapses whitespace", () => {
    expect(normalizeQuery("  air   brake \n")).toBe("air brake");
  });

  it(`keeps at most ${maxQueryLength} characters`, () => {
    const long = "brake ".repeat(40);
    const normalized = normalizeQuery(long);
    expect(normalized.length).toBeLessThanOrEqual(maxQueryLength);
    expect(normalized.startsWith("brake brake")).toBe(true);
    expect(normalized.endsWith(" ")).toBe(false);
  });

  it("splits a query into lower-case words", () => {
    expect(queryWords("  Air  BRAKE ")).toEqual(["air", "brake"]);
    expect(queryWords("")).toEqual([]);
  });
});
