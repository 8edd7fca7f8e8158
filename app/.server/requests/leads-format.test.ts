import { describe, expect, it } from "vitest";
import type { StoredRequest } from "./store";
import { storedRequest } from "./testing/stored-request";
import { leadsAsCsv, leadsAsJson, leadsAsText, requestWithHistory, sourceWords } from "./leads-format";

const lead: StoredRequest = storedRequest({
  name: '=HYPERLINK("http://x")',
  phone: "+1 519 555 0100",
  message: 'Brakes, "soon"\nat the yard',
});

describe("leads output", () => {
  it("JSON gives each request's id, kind, status, flags, contact, message and times", () => {
    const [row] = JSON.parse(leadsAsJson([{ ...lead, suspect: true }])) as Record<string, unknown>[];
    expect(row).toMatchObject({
      id: 7,
      kind: "quote",
      status: "new",
      spam: false,
      suspect: true,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      createdAt: lead.createdAt,
      notifiedAt: null,
      statusPath: "/request/tokentokentokentokento",
    });
  });

  it("shows one request with its history, e-mail attempts and status changes in order", () => {
    const text = requestWithHistory(
      lead,
      [
        {
          id: 1,
          request: 7,
          at: "2026-11-22T15:00:02.000Z",
          type: "email-failed",
          actor: null,
          actorName: null,
          detail: "connect ECONNREFUSED",
        },
        { id: 2, request: 7, at: "2026-11-22T15:01:02.000Z", type: "email-sent", actor: null, actorName: null, detail: "250 OK" },
        {
          id: 3,
          request: 7,
          at: "2026-11-22T15:20:00.000Z",
          type: "status",
          actor: "npm run leads",
          actorName: null,
          detail: "dispatched",
        },
      ],
      { emailConfigured: true },
    );
    expect(text).toMatch(
      /e-mail failed: connect ECONNREFUSED[\s\S]*e-mailed to the owner: 250 OK[\s\S]*status set to: dispatched \(npm run leads\)/,
    );
  });

  it("CSV neutralises cells a spreadsheet would run as formulas", () => {
    const csv = leadsAsCsv([lead, { ...lead, id: 8, name: "@SUM(A1)", phone: "-1", email: "a@b.c" }]);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,kind,status,name,phone,email,message,notifiedAt,suspect,spam,estimates,page,referrer,utmSource,utmCampaign,road,direction,landmark,latitude,longitude,unit,make,problems,load",
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("'+1 519 555 0100");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-1");
    // Quotes doubled, line breaks kept inside a quoted cell.
    expect(csv).toContain('"Brakes, ""soon""\nat the yard"');
  });

  it("lists a roadside request with its location, problems, load and truck, and has columns for them in the CSV", () => {
    const roadside = {
      ...lead,
      id: 9,
      kind: "roadside" as const,
      name: "Dave",
      email: "",
      message: "Glad hand seal blown",
      details: {
        location: { road: "401", direction: "Eastbound", landmark: "=Exit 218", latitude: null, longitude: null },
        truck: { unit: "12", make: "Freightliner", model: "", plate: "" },
        problems: ["Air leak or brakes", "Won't start"],
        load: "Loaded trailer",
      },
    };
    const shown = requestWithHistory(roadside, [], { emailConfigured: true });
    expect(shown).toContain("Where:    Hwy 401 Eastbound =Exit 218");
    expect(shown).toContain("Problems: Air leak or brakes; Won't start");
    expect(shown).toContain("Load:     Loaded trailer");
    expect(shown).toContain("Truck:    unit 12, Freightliner");
    const row = leadsAsCsv([roadside]).trim().split("\r\n")[1]!;
    // The landmark a driver typed is neutralised like every other cell.
    expect(row.endsWith(`,401,Eastbound,'=Exit 218,,,12,Freightliner,"Air leak or brakes; Won't start",Loaded trailer`)).toBe(true);
  });

  it("says where each request came from: the page, the referring site and the visit's utm tags", () => {
    const source = {
      page: "/service-areas/diesel-mechanic-hamilton",
      referrerHost: "www.google.ca",
      utmSource: "flyer",
      utmCampaign: "spring",
    };
    const sourced = { ...lead, source };
    expect(sourceWords(source)).toBe(
      "Sent from /service-areas/diesel-mechanic-hamilton · visit from www.google.ca (search: Google) · utm_source flyer, utm_campaign spring",
    );
    expect(sourceWords({ page: "/roadside", referrerHost: "", utmSource: null, utmCampaign: null })).toBe(
      "Sent from /roadside · visit with no referring site (typed, bookmarked or an app)",
    );
    expect(sourceWords(lead.source)).toBe("Sent from a page not known · visit from: not known");
    expect(requestWithHistory(sourced, [], { emailConfigured: true })).toContain(`Came from: ${sourceWords(source)}`);
    expect(leadsAsCsv([sourced]).trim().split("\r\n")[1]).toMatch(
      /,\/service-areas\/diesel-mechanic-hamilton,www\.google\.ca,flyer,spring,{9}$/,
    );
    expect((JSON.parse(leadsAsJson([sourced])) as { source: unknown }[])[0]!.source).toEqual(source);
  });

  it("the table strips terminal escape sequences and says what is not yet e-mailed", () => {
    const text = leadsAsText([{ ...lead, message: "hi\u001b[2Jthere" }], { emailConfigured: true });
    expect(text).not.toContain("\u001b");
    expect(text).toContain("NOT YET E-MAILED");
    expect(text).toContain("1 request, 1 not yet e-mailed.");
  });

  it("says so when there are no requests", () => {
    expect(leadsAsText([], { emailConfigured: false })).toBe("No requests yet.\n");
  });
});
