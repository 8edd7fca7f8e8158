import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { posts } from "~/lib/posts.server";
import { postsDirectory } from "~/lib/post-files";
import { fillPostFacts } from "./post-facts";
import { reviewsAreSamples } from "./reviews";
import { roadsideSafetySteps } from "./roadside-safety";

const sources = fs
  .readdirSync(postsDirectory)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, text: fs.readFileSync(path.join(postsDirectory, file), "utf8") }));

describe("business facts in posts", () => {
  it("fills each {{name}} with the config's own words", () => {
    expect(fillPostFacts("x.md", "How we price: {{pricing.policy}} Open {{ hours.regular }}.")).toBe(
      `How we price: ${siteConfig.pricing.policy} Open ${siteConfig.hours.regular}.`,
    );
  });

  it("rejects an unknown name with an error naming the file and the fact", () => {
    expect(() => fillPostFacts("content/posts/x.md", "{{pricing.hourlyRate}}")).toThrow(
      /Invalid content in content\/posts\/x\.md:\n {2}- \{\{pricing\.hourlyRate\}\}: no such business fact/,
    );
  });

  it("leaves no token unfilled in any rendered post", () => {
    for (const post of posts) expect(post.html, post.slug).not.toMatch(/\{\{|\}\}/);
  });

  it("states the price policy only through the config: no post promises a price before diagnosis", () => {
    for (const { file, text } of sources) {
      // Spelled out in a post instead of quoted from the config, the policy drifts: these are the drifts found before.
      expect(text, file).not.toMatch(/upfront quote|before we roll|quote before|price before the technician heads out/i);
    }
  });

  it("quotes the pricing policy in the pricing article and in every post that speaks of our prices", () => {
    const pricing = posts.find((post) => post.slug === "mobile-diesel-repair-cost-ontario");
    expect(pricing?.html).toContain(siteConfig.pricing.policy.replace(/'/g, "&#39;"));
    for (const { file, text } of sources) {
      if (/\bour (?:price|prices|pricing|rates)\b/i.test(text)) expect(text, file).toMatch(/\{\{pricing\./);
    }
  });

  it("never sends readers to the reviews, or calls them customers' words, while they are samples", () => {
    if (!reviewsAreSamples) return;
    for (const { file, text } of sources) {
      expect(text, file).not.toMatch(/\]\(\/reviews\)|what (?:our )?customers say/i);
    }
  });
});

/** The sentences of a text (a table row counts as one). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n/).filter((sentence) => sentence.trim().length > 0);

/** The Markdown of one post, by slug. */
const post = (slug: string) => sources.find(({ file }) => file === `${slug}.md`)?.text ?? "";

/** Regulations the posts cite, with their exact titles on e-Laws (fact-checked). */
const regulationTitles: Record<string, string> = {
  "O. Reg. 199/07": "Commercial Motor Vehicle Inspections",
  "O. Reg. 424/97": "Commercial Motor Vehicle Operators' Information",
  "O. Reg. 555/06": "Hours of Service",
  "O. Reg. 162/23": "Charges for Towing and Vehicle Storage Services",
  "O. Reg. 457/19": "Vehicle Emissions",
  "O. Reg. 169/22": "Vehicle Emissions",
  "R.R.O. 1990, Reg. 628": "Vehicle Permits",
};

describe("facts in posts that a second fact-check corrected", () => {
  it.each(Object.entries(regulationTitles))("cites %s by its exact title wherever a title follows it", (regulation, title) => {
    const cited = new RegExp(`${regulation.replace(/[./]/g, "\\$&")},? (?:\\(\\*?|\\*)([A-Z][^)*]*)`, "g");
    for (const { file, text } of sources) {
      for (const match of text.matchAll(cited)) expect(match[1], `${file}: ${match[0]}`).toBe(title);
    }
    expect(sources.some(({ text }) => /Commercial Vehicle Operators' Information/.test(text))).toBe(false);
  });

  it("dates Ontario's tow certificates from the day the Act bound each party, not from the education period", () => {
    const text = post("mobile-diesel-repair-cost-ontario");
    expect(text).not.toMatch(/certificate since July 2023/i);
    expect(text).toMatch(/came into force on January 1, 2024/);
    expect(text).toMatch(
      /Tow operators and vehicle storage operators\*\* \(the businesses\) have needed a provincial certificate since January 1, 2024/,
    );
    expect(text).toMatch(/Tow truck drivers\*\* have needed their own certificate since July 1, 2024/);
    expect(text).toMatch(/began on July 1, 2023[^.]*ended on July 1, 2024/);
  });

  it("states no CVOR intervention level the cited guideline was not checked for (only 70% and 100%)", () => {
    const levels = [...post("cvor-fleet-maintenance-records").matchAll(/\b(\d{1,3})%/g)].map((match) => match[1]);
    expect(new Set(levels)).toEqual(new Set(["70", "100"]));
  });

  it("tells readers of the aftertreatment post about the EPA's 2025 guidance on DEF derates", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    expect(text).toMatch(/August 12, 2025/);
    expect(text).toMatch(/model year 2027/);
  });

  it("names the Highway Traffic Act (s. 62) for the lamps the law requires, and the MTO Truck Handbook only for advice", () => {
    const steps = roadsideSafetySteps.map((step) => step.text).join(" ");
    for (const text of [steps, post("staying-safe-on-the-401-shoulder")]) {
      expect(text).not.toMatch(/marker lights? on/i);
      expect(text).toMatch(/low[- ]beam/i);
      // A handbook requires nothing: the Act does (fact-check of 2026-11-29).
      expect(text).not.toMatch(/Handbook requires|makes mandatory|What it makes mandatory/i);
      expect(text).toMatch(/half an hour before sunset to half an hour after sunrise/);
      expect(text).toMatch(/150 m/);
    }
    expect(steps).toMatch(/the Highway Traffic Act \(s\. 62\) requires lit lamps; the MTO Truck Handbook advises low beams/);
    expect(post("staying-safe-on-the-401-shoulder")).toMatch(
      /section 62 of the \*Highway Traffic Act\* requires a motor vehicle on a highway to show lighted lamps/,
    );
    expect(post("staying-safe-on-the-401-shoulder")).toMatch(/the handbook advises low-beam headlights/);
    expect(post("staying-safe-on-the-401-shoulder")).toMatch(/since September 1, 2015, a stopped tow truck/);
  });

  it("makes the DOT-certified claim and the article that explains it say the same thing", () => {
    const text = post("choosing-a-mobile-diesel-mechanic");
    expect(text).toMatch(/When we call our technicians DOT-certified[^.]*49 CFR 396\.19/);
    expect(text).toContain("{{technicians}}");
  });

  it("keeps the numbers readers came for, sourced and marked as typical", () => {
    expect(post("winter-diesel-fuel-gelling-prevention")).toMatch(
      /−16 °C for Windsor, −17 °C for Hamilton and −18 °C for London \(National Energy Code of Canada for Buildings 2015, Table C-1/,
    );
    expect(post("mto-annual-inspection-guide")).toMatch(/registered gross weight over 4,500 kg[^.]*seven model years old/);
    expect(post("cold-weather-starting-and-battery-care")).toMatch(
      /Hamilton:\*\* no more than three consecutive minutes in any 60-minute period/,
    );
    expect(post("mobile-diesel-repair-cost-ontario")).toMatch(/typical 2021 benchmark/);
  });
});

/** Facts a review fact-check corrected on 2026-11-27, kept so they cannot come back. */
describe("facts in posts that the review fact-check corrected", () => {
  it("dates Windsor's three-minute idling limit from the City of Windsor's own record (February 6, 2017), not 2016", () => {
    const text = post("cold-weather-starting-and-battery-care");
    expect(text).toMatch(/Windsor:\*\* three continuous minutes since council amended the by-law on February 6, 2017/);
    expect(text).not.toMatch(/2016 amendment|reported in 2016|by-law in 2016/);
    // Hamilton's $100 is an administrative penalty since the 2020 change, dated so it reads as a past fact.
    expect(text).toMatch(/\$100 penalty since the city moved enforcement to its parking officers in 2020/);
  });
});

describe("the EPA's DEF-derate guidance, as far as the sources go (review fact-check)", () => {
  it("does not promise Canadian trucks the U.S. software update: the guidance is American and the dealer confirms", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    expect(text).not.toMatch(/get the same software/i);
    expect(text).toMatch(/The guidance itself is American/);
    expect(text).toMatch(/whether the maker offers it here/);
  });
});

describe("tread depths in the inspection guide (review fact-check)", () => {
  it("gives the MTO Driver's Handbook minimums with their source: 1.5 mm on any tire, 3 mm on the front tires over 4,500 kg", () => {
    const text = post("mto-annual-inspection-guide");
    expect(text).toMatch(/MTO's \*Official Driver's Handbook\*[^.]*2008 edition/);
    expect(text).toMatch(/replace any tire once its tread is less than 1\.5 mm deep/);
    expect(text).toMatch(/over 4,500 kg replace the front tires once their tread is below 3 mm/);
    // The inspection standard (NSC 11B) is published; its figures were not checked, so the guide quotes none
    // and no longer claims they are unpublished (fact-check of 2026-11-29).
    expect(text).not.toMatch(/could not find (?:that|the inspection) standard/i);
    expect(text).toMatch(/reject limit that NSC Standard 11, Part B sets for its position/);
    // The only 32nds and their millimetres are the U.S. roadside figures, attributed (third pass, 2026-11-27).
    const us = sentencesOf(text).filter((sentence) => /\d\/32|\b(?:3\.2|1\.6) mm/.test(sentence));
    expect(us.length).toBeGreaterThan(0);
    for (const sentence of us) expect(sentence).toMatch(/CVSA[^.]*Commercial Carrier Journal[^.]*May 2025/);
  });
});

/**
 * Facts a third pass settled on 2026-11-27, each with the source the article names:
 * the emissions test's regulations as they stand since 2022, typical stroke limits, the U.S. tread
 * figures for cross-border trucks, the EPA's staged derates, the U.S. labour benchmark in CAD, two
 * more idling by-laws and Ontario's own design-temperature table.
 */
describe("numbers and dates a third pass sourced (2026-11-27)", () => {
  it("cites the heavy-diesel emissions test's rules as they stand, under the Highway Traffic Act since 2022", () => {
    const text = post("mto-annual-inspection-guide");
    expect(text).toMatch(/Drive Clean tests for light passenger vehicles ended on April 1, 2019/);
    expect(text).toMatch(/O\. Reg\. 457\/19 \(\*Vehicle Emissions\*\), was revoked on July 1, 2022/);
    expect(text).toMatch(/O\. Reg\. 169\/22 \(\*Vehicle Emissions\*\) under the \*Highway Traffic Act\*/);
    expect(text).toMatch(/R\.R\.O\. 1990, Reg\. 628 \(\*Vehicle Permits\*\)/);
    // The Environmental Protection Act is named only as where the rules used to be.
    const paragraphs = text.split("\n").filter((paragraph) => /Environmental Protection Act/.test(paragraph));
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toMatch(/Environmental Protection Act\* regulation that used to set them, O\. Reg\. 457\/19 [^,]*, was revoked/);
  });

  it("gives typical pushrod stroke limits by chamber type, sourced and marked as a guide, not the legal limit", () => {
    const text = post("mto-annual-inspection-guide");
    expect(text).toMatch(/typical maximum applied strokes[^.]*Daimler Truck North America/);
    expect(text).toMatch(/\| Standard stroke, type 16, 20 or 24 \| 1-3\/4 in \(about 45 mm\) \|/);
    expect(text).toMatch(/\| Standard stroke, type 30 \| 2 in \(51 mm\) \|/);
    expect(text).toMatch(/\| Standard stroke, type 36 \| 2-1\/4 in \(57 mm\) \|/);
    expect(text).toMatch(/\| Long stroke, type 16, 20 or 24 \| 2 in \(51 mm\) \|/);
    expect(text).toMatch(/\| Long stroke, type 30[^|]*\| 2-1\/2 in \(64 mm\) \|/);
    expect(text).toMatch(/treat the table above as a typical guide, not the legal limit/);
    // The legal limits are public: the standard, its publisher and Ontario's regulation are named.
    expect(text).toMatch(
      /reject limits are public: they are in National Safety Code Standard 11, Part B, which the Canadian Council of Motor Transport Administrators \(CCMTA\) publishes and Ontario's Regulation 611/,
    );
  });

  it("tells readers of the aftertreatment post the EPA's staged derates and its 2026 data demand", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    expect(text).toMatch(/about 5 mph \(8 km\/h\) after roughly four hours/);
    expect(text).toMatch(/15% torque reduction after 650 miles \(about 1,050 km\) or 10 hours/);
    expect(text).toMatch(/30% reduction after 4,200 miles \(about 6,760 km\) or 80 hours/);
    expect(text).toMatch(/25 mph \(about 40 km\/h\) after 8,400 miles \(about 13,500 km\) or 160 hours/);
    expect(text).toMatch(/On February 3, 2026, the EPA/);
  });

  it("states the U.S. labour benchmark in Canadian dollars, marked as a U.S. average, and the Act's staged start", () => {
    const text = post("mobile-diesel-repair-cost-ontario");
    expect(text).toMatch(/about US\$0\.73 to the Canadian dollar \(Alberta Energy Regulator, June 2025\)/);
    expect(text).toMatch(/roughly C\$184 an hour: a typical U\.S\. shop average expressed in Canadian dollars, not an Ontario price/);
    expect(text).toMatch(/average of US\$177 \(\*Vehicle Service Pros\*, May 2022\): an older U\.S\. benchmark/);
    expect(text).toMatch(/in the Ministry of Transportation's words, came into force on January 1, 2024\. Parts of it started earlier/);
    // Still no Ontario call-out fee or Ontario mobile labour rate: none was found published.
    expect(text).toMatch(/We found no published survey of call-out fees in Ontario/);
    expect(text).not.toMatch(/C\$\d[^.]*(?:call-out|service call)/i);
  });

  it("gives the idling limits of London and Kitchener with their sources, and says where none was found", () => {
    const text = post("cold-weather-starting-and-battery-care");
    expect(text).toMatch(/London:\*\* two minutes under the Idling Control By-law \(PH-15\)/);
    expect(text).toMatch(/Kitchener:\*\* three consecutive minutes under By-law 2021-010[^.]*with its \$75 fine/);
    expect(text).toMatch(/We found no idling limit published for Brantford or Milton/);
    expect(text).toMatch(/couple of hours on a timer \(\*Lean and Clean/);
  });

  it("names Ontario's own design-temperature table beside the national one the winter-fuel post quotes", () => {
    expect(post("winter-diesel-fuel-gelling-prevention")).toMatch(/Supplementary Standard SB-1, \*Climatic and Seismic Data\*/);
  });
});

/**
 * Corrections an independent fact-check of the third pass asked for (2026-11-27), each kept
 * so the wrong version cannot come back: Kitchener's by-law dated from council's vote, the U.S. tread
 * minimums named as the federal rule they are, the towing Act's staged start as the registry states it,
 * the EPA's DEF steps reworded and dated, and missing sources and editions named.
 */
describe("facts a fact-check of the third pass corrected (2026-11-27)", () => {
  it("dates Kitchener's idling by-law from council's vote on January 25, 2021, and its $75 fine from February", () => {
    const text = post("cold-weather-starting-and-battery-care");
    expect(text).toMatch(
      /By-law 2021-010, the Idling Control By-law that council passed on January 25, 2021, with its \$75 fine set in February 2021/,
    );
    expect(text).toMatch(/staff report CSD-21-003, January 27, 2021/);
    expect(text).not.toMatch(/council passed its by-law in February 2021/);
  });

  it("names the U.S. tread figures as the federal minimums in 49 CFR 393.75, not as CVSA out-of-service limits or Ontario's", () => {
    const text = post("mto-annual-inspection-guide");
    expect(text).not.toMatch(/U\.S\. rules, not Ontario's/);
    expect(text).not.toMatch(/higher of the two/);
    expect(text).toMatch(/Those two figures are the U\.S\. federal minimums, set in 49 CFR 393\.75/);
    expect(text).toMatch(/They are not the thresholds in the CVSA's out-of-service criteria/);
  });

  it("dates the towing Act's early sections as Ontario Regulatory Registry posting 41091 does: administrative in 2022, certificates in 2023", () => {
    const text = post("mobile-diesel-repair-cost-ontario");
    expect(text).toMatch(/some administrative provisions on July 1, 2022, and on July 1, 2023 the substantive sections[^.]*certificates/);
    expect(text).toMatch(/Ontario Regulatory Registry, posting 41091/);
    expect(text).not.toMatch(/a few administrative sections took effect earlier/);
  });

  it("words the EPA's February 2026 data demand in the post's own words and dates the paragraph's last step", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    expect(text).not.toMatch(/failure data for independent evaluation/);
    expect(text).toMatch(
      /14 largest makers[^.]*\(DTN, "EPA Investigates DEF Failures in Diesel Trucks, Seeks Data From Manufacturers", February 3, 2026\)/,
    );
    expect(text).toMatch(/a further guidance letter, reported by DieselNet on April 3, 2026/);
  });

  it("names the sources and editions behind the Drive Clean date, London's by-law and the stroke table", () => {
    expect(post("mto-annual-inspection-guide")).toMatch(
      /ended on April 1, 2019 \(Environmental Registry of Ontario, decision on notice 013-3867/,
    );
    expect(post("mto-annual-inspection-guide")).toMatch(/Western Star 47X and 49X Maintenance Manual\*, STI-507-3, September 10, 2021/);
    expect(post("cold-weather-starting-and-battery-care")).toMatch(/office consolidation of By-law PH-15 as of December 21, 2021/);
  });

  it("ties SB-1 to the 2012 Building Code and does not claim the 2024 Code still uses it", () => {
    const text = post("winter-diesel-fuel-gelling-prevention");
    expect(text).toMatch(/Under its 2012 edition, Ontario's own Building Code/);
    expect(text).toMatch(/We could not confirm whether the Code's 2024 edition still refers to it/);
  });
});

/**
 * Findings of the outside fact-check of 2026-11-29, kept so the wrong version cannot come back: the
 * CVOR retention rule stated as O. Reg. 199/07 sets it, the EPA's 2026 figures each tied to a source a
 * reader can follow, Cambridge's idling limit with its scope, and the DEF figures with their standard.
 */
describe("facts the outside fact-check of 2026-11-29 corrected", () => {
  it("keeps a vehicle's maintenance records two years and a further six months after it leaves the operator's control", () => {
    const text = post("cvor-fleet-maintenance-records");
    expect(text).toMatch(
      /\| 2 years, and a further 6 months after the vehicle leaves your control \| HTA s\. 107; O\. Reg\. 199\/07, Part V \|/,
    );
    expect(text).not.toMatch(/At least 2 years, or 6 months/);
    expect(text).toMatch(/Manitoba Transportation and Infrastructure, "Vehicle Maintenance" page/);
  });

  it("ties every number of the EPA's DEF actions to a named article", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    const epa = sentencesOf(text).filter((sentence) => /\b(?:14|80%|30 days|2016|2019|2023)\b/.test(sentence));
    expect(epa.length).toBeGreaterThan(0);
    for (const sentence of epa) expect(sentence).toMatch(/DTN, "EPA Investigates DEF Failures/);
    expect(text).not.toMatch(/over 80%|late March/);
    expect(text).toMatch(/\*Truck Parts & Service\* reported the EPA's chart for heavy-duty trucks/);
    expect(text).not.toMatch(/\*Land Line\*/);
  });

  it("names the standard and a supplier for DEF's concentration and freezing point", () => {
    const text = post("def-and-aftertreatment-warning-lights");
    expect(text).toMatch(/32\.5% high-purity urea in deionized water, the concentration the ISO 22241 standard sets/);
    expect(text).toMatch(/freezes at about -11 °C \(12 °F\)\*\*, the freezing point DEF suppliers give for the ISO 22241 mix \(Sinopec/);
  });

  it("states Cambridge's one-minute idling limit with the scope the Record reported, apart from Sarnia's", () => {
    const text = post("cold-weather-starting-and-battery-care");
    expect(text).not.toMatch(/Sarnia and Cambridge/);
    expect(text).toMatch(/\*\*Sarnia:\*\* one minute[^\n]*\*Windsor Star\*[^\n]*2017/);
    expect(text).toMatch(
      /\*\*Cambridge:\*\* one minute, with a \$40 fine \(\*Waterloo Region Record\*, February 25, 2021\)[^\n]*around city hall and schools/,
    );
  });

  it("sources Ontario's 13% HST", () => {
    expect(post("mobile-diesel-repair-cost-ontario")).toMatch(/13% HST applies to parts and labour \(Government of Ontario/);
  });
});
