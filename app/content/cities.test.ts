import { describe, expect, it } from "vitest";
import { cities } from "./cities";
import { citySchema } from "./schemas";
import { serviceAreasPage } from "./service-areas";

/** The 17 places of decisions.md, spelled as they must appear. */
const highPriority = ["Hamilton", "Brantford", "Kitchener", "Cambridge", "Milton"];
const others = [
  "Windsor",
  "Sarnia",
  "London",
  "Leamington",
  "Amherstburg",
  "Essex",
  "Kingsville",
  "Lakeshore",
  "LaSalle",
  "Tecumseh",
  "Petrolia",
  "Strathroy",
];

/** Sentences of a text, normalised so that case and spacing don't hide a copy. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.toLowerCase().replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 0);
}

/** The set of words of a text, lower-cased, punctuation dropped. */
function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9']+/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Every unordered pair of cities, once. */
const pairs = cities.flatMap((a, i) => cities.slice(i + 1).map((b) => [a, b] as const));

describe("cities content", () => {
  it("has 17 cities that each parse with the City schema", () => {
    expect(cities).toHaveLength(17);
    for (const city of cities) {
      const result = citySchema.safeParse(city);
      expect(result.success, `${city.name}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it("names exactly the 17 places of the decisions", () => {
    expect([...cities.map((city) => city.name)].sort()).toEqual([...highPriority, ...others].sort());
  });

  it("marks exactly Hamilton, Brantford, Kitchener, Cambridge and Milton as high priority", () => {
    const flagged = cities.filter((city) => city.isHighPriority).map((city) => city.name);
    expect([...flagged].sort()).toEqual([...highPriority].sort());
  });

  it("lists the high-priority cities first, so the cards show them first", () => {
    const firstOrdinary = cities.findIndex((city) => !city.isHighPriority);
    expect(cities.slice(firstOrdinary).every((city) => !city.isHighPriority)).toBe(true);
  });

  it.each(cities.map((city) => [city.name, city] as const))("places %s inside Southern Ontario", (_name, city) => {
    expect(city.latitude).toBeGreaterThanOrEqual(41.6);
    expect(city.latitude).toBeLessThanOrEqual(44.5);
    expect(city.longitude).toBeGreaterThanOrEqual(-83.2);
    expect(city.longitude).toBeLessThanOrEqual(-79.0);
  });

  it("uses the lower-cased name as a unique slug", () => {
    for (const city of cities) expect(city.slug).toBe(city.name.toLowerCase());
    expect(new Set(cities.map((city) => city.slug)).size).toBe(cities.length);
  });

  it("never shares a sentence between two cities' descriptions", () => {
    const shared = pairs.flatMap(([a, b]) => {
      const ofB = new Set(sentences(b.description));
      return sentences(a.description)
        .filter((sentence) => ofB.has(sentence))
        .map((sentence) => `${a.name} / ${b.name}: "${sentence}"`);
    });
    expect(shared).toEqual([]);
  });

  it("keeps every pair of descriptions below a word-set Jaccard similarity of 0.5", () => {
    const tooSimilar = pairs
      .map(([a, b]) => ({ pair: `${a.name} / ${b.name}`, similarity: jaccard(wordSet(a.description), wordSet(b.description)) }))
      .filter(({ similarity }) => similarity >= 0.5)
      .map(({ pair, similarity }) => `${pair}: ${similarity.toFixed(2)}`);
    expect(tooSimilar).toEqual([]);
  });

  it("keeps SEO titles within 60 characters and unique", () => {
    for (const city of cities) expect(city.seoTitle.length, city.name).toBeLessThanOrEqual(60);
    expect(new Set(cities.map((city) => city.seoTitle)).size).toBe(cities.length);
  });

  it("keeps meta descriptions within 160 characters and unique", () => {
    for (const city of cities) expect(city.metaDescription.length, city.name).toBeLessThanOrEqual(160);
    expect(new Set(cities.map((city) => city.metaDescription)).size).toBe(cities.length);
  });

  it("never names the same place both as a neighbourhood and as a nearby community", () => {
    for (const city of cities) {
      const inside = new Set(city.neighborhoods);
      expect(
        city.nearby.filter((place) => inside.has(place)),
        city.name,
      ).toEqual([]);
    }
  });

  it("never lists one of the 17 served municipalities as another's neighbourhood", () => {
    const served = new Set(cities.map((city) => city.name));
    for (const city of cities)
      expect(
        city.neighborhoods.filter((place) => served.has(place)),
        city.name,
      ).toEqual([]);
  });

  /** Places that belong to another municipality than the city they were once listed under (fact-checked). */
  const belongElsewhere: Record<string, string[]> = {
    Kitchener: ["Breslau"], // Township of Woolwich
    Brantford: ["Paris", "Cainsville", "St. George"], // County of Brant
    Cambridge: ["Ayr"], // Township of North Dumfries
    Sarnia: ["Point Edward", "Corunna", "Mooretown", "Camlachie"], // Village of Point Edward; St. Clair; Plympton-Wyoming
    Leamington: ["Wheatley", "Ruthven", "Point Pelee", "Point Pelee National Park"], // Chatham-Kent; Kingsville; national park
    Amherstburg: ["River Canard"], // straddles Amherstburg and LaSalle
    LaSalle: ["River Canard"],
    Petrolia: ["Oil Springs", "Oil City", "Enniskillen", "Wyoming", "Brigden"], // Oil Springs; Enniskillen; Plympton-Wyoming; St. Clair
    Strathroy: ["Kerwood", "Adelaide Metcalfe", "Melbourne"], // Adelaide Metcalfe; Melbourne straddles two townships
  };

  it.each(Object.entries(belongElsewhere))("keeps places outside %s out of its neighbourhoods", (name, places) => {
    const city = cities.find((candidate) => candidate.name === name);
    expect(city, name).toBeDefined();
    expect(city?.neighborhoods.filter((place) => places.includes(place))).toEqual([]);
  });

  it("promises no price in city copy: the pricing policy is stated by the pages, from the business config", () => {
    for (const city of cities) {
      for (const text of [city.description, ...city.features, city.metaDescription]) {
        expect(text, city.name).not.toMatch(/\b(?:get|request) an upfront quote\b|\bquote (?:before|today|now)\b/i);
      }
    }
  });

  /**
   * King's Highways the province handed to the counties in 1997-98, by the towns whose pages would
   * name them (fact-checked): the road there now has a county name. A page may mention one
   * only as the "old" or "former" highway.
   */
  const downloaded: Record<string, string[]> = {
    Petrolia: ["Highway 21"], // south of the 402: Oil Heritage Road, Lambton County
    Strathroy: ["Highway 81", "Highway 22"], // Middlesex County Roads 81 and 22
    Amherstburg: ["Highway 18"], // Essex County Road 20
    Kingsville: ["Highway 18"],
    Essex: ["Highway 18"],
    LaSalle: ["Highway 18"],
    Lakeshore: ["Highway 2"], // Essex County Road 2
    Tecumseh: ["Highway 2"],
    Leamington: ["Highway 18"],
    Cambridge: ["Highway 24"], // Waterloo Regional Road 24 (Hespeler Road) in Cambridge
    Milton: ["Highway 25"], // Halton Regional Road 25
  };

  it.each(Object.entries(downloaded))("names no handed-over King's Highway as current in %s", (name, roads) => {
    const city = cities.find((candidate) => candidate.name === name);
    expect(city, name).toBeDefined();
    if (!city) return;
    for (const road of roads) {
      expect(city.highways, `${name} lists ${road}`).not.toContain(road);
      for (const text of [city.description, city.metaDescription, ...city.features]) {
        const current = new RegExp(`(?<!(?:old|former) )\\b${road}\\b`, "i");
        expect(text, `${name}: ${road}`).not.toMatch(current);
      }
    }
  });

  it("sends Lambton readers to Oil Heritage Road, not to a Highway 21 that ends at the 402", () => {
    const lambton = serviceAreasPage.counties.find((county) => county.name === "Lambton County");
    expect(lambton?.reach).not.toMatch(/(?<!old )Highway 21/);
    expect(cities.find((city) => city.name === "Petrolia")?.highways).toContain("Oil Heritage Road");
  });

  /**
   * Fact-checked again on 2026-11-27 (review fact-check): the builder's "as soon as early 2026" had
   * passed. The outside fact-check of 2026-11-29 dropped the month of the postponed ribbon-cutting
   * too: it was unsourced on the page and goes stale. What is sourced stays: the opening was pushed
   * back more than once (from November 2024 to fall 2025 to early 2026, AM800 quoting the
   * Windsor-Detroit Bridge Authority; then the ribbon-cutting itself, the authority's Chuck Andary).
   * No source found says the bridge has opened, so the page sends readers to the authority.
   */
  it("gives the Gordie Howe International Bridge no opening date or month, and no finished fact", () => {
    const windsor = cities.find((city) => city.name === "Windsor");
    expect(windsor?.description).toMatch(/Gordie Howe International Bridge/);
    expect(windsor?.description).toMatch(/its opening was pushed back more than once/);
    expect(windsor?.description).toMatch(/check with the Windsor-Detroit Bridge Authority/);
    expect(windsor?.description).not.toMatch(
      /as soon as early 2026|ribbon-cutting|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/,
    );
    expect(windsor?.description).not.toMatch(/Gordie Howe[^.]*\b(?:opened|is open|now carries)\b/i);
  });

  /** No source found confirms that Essex County Road 8 runs through Essex Centre as Maidstone Avenue (2026-11-29). */
  it("names no unconfirmed county road in Essex", () => {
    const essex = cities.find((city) => city.name === "Essex");
    expect(essex?.description).not.toMatch(/County Road 8|Maidstone Avenue/);
    expect(essex?.highways).not.toContain("County Road 8");
  });

  it("promises no service in a keyword that no page describes (no DPF cleaning)", () => {
    for (const city of cities) {
      for (const keyword of [city.primaryKeyword, ...city.secondaryKeywords]) expect(keyword, city.name).not.toMatch(/dpf clean/i);
    }
  });
});
