import { describe, expect, it } from "vitest";
import type { StoredLead } from "~/lib/leads.server";
import { leadsAsCsv, leadsAsJson, leadsAsText } from "./leads-format";

const lead: StoredLead = {
  id: 7,
  name: '=HYPERLINK("http://x")',
  email: "dave@example.com",
  phone: "+1 519 555 0100",
  message: 'Brakes, "soon"\nat the yard',
  createdAt: "2026-11-22T15:00:00.000Z",
  ip: null,
  userAgent: null,
  notifiedAt: null,
  notifyAttempts: 0,
  lastNotifyError: null,
};

describe("leads output", () => {
  it("JSON lists name, email, phone, message and createdAt", () => {
    const [row] = JSON.parse(leadsAsJson([lead])) as Record<string, unknown>[];
    expect(row).toMatchObject({ name: lead.name, email: lead.email, phone: lead.phone, message: lead.message, createdAt: lead.createdAt });
  });

  it("CSV neutralises cells a spreadsheet would run as formulas", () => {
    const csv = leadsAsCsv([lead, { ...lead, id: 8, name: "@SUM(A1)", phone: "-1", email: "a@b.c" }]);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("id,createdAt,name,phone,email,message,notifiedAt");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain("'+1 519 555 0100");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).toContain("'-1");
    // Quotes doubled, line breaks kept inside a quoted cell.
    expect(csv).toContain('"Brakes, ""soon""\nat the yard"');
  });

  it("the table strips terminal escape sequences and says what is not yet e-mailed", () => {
    const text = leadsAsText([{ ...lead, message: "hi\u001b[2Jthere" }], { emailConfigured: true });
    expect(text).not.toContain("\u001b");
    expect(text).toContain("NOT YET E-MAILED");
    expect(text).toContain("1 quote request, 1 not yet e-mailed.");
  });

  it("says so when there are no requests", () => {
    expect(leadsAsText([], { emailConfigured: false })).toBe("No quote requests yet.\n");
  });
});
