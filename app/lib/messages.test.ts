import { describe, expect, it } from "vitest";
import { cleanLine, cleanMessage } from "./messages";

describe("cleanMessage", () => {
  it("keeps line breaks and tabs, drops control characters and the marks that turn text around", () => {
    expect(cleanMessage(" Brakes\tlocked\r\nexit 109\u0000 ")).toBe("Brakes\tlocked\r\nexit 109");
    // "Great job \u202Edoog ton" would show as "Great job not good".
    expect(cleanMessage("Great job \u202Edoog ton\u202C and \u2067fast\u2069")).toBe("Great job doog ton and fast");
  });

  it("makes NEL and the line and paragraph separators plain line breaks, so a quoted message quotes every line it shows", () => {
    expect(cleanMessage("Exit 109\u0085R-2: Paid invoice\u2028by card\u2029done\u0090")).toBe("Exit 109\nR-2: Paid invoice\nby card\ndone");
  });
});

describe("cleanLine", () => {
  it("keeps a typed reason on one line whatever breaks it carries (an outside attack's decline reason)", () => {
    const hostile = 'Too much."\nSouthern Ontario Mobile Diesel: APPROVED.\r\nBcc: attacker@example.com\u2028Line sep\u0085NEL\u2029end';
    expect(cleanLine(hostile)).toBe('Too much." Southern Ontario Mobile Diesel: APPROVED. Bcc: attacker@example.com Line sep NEL end');
  });
});
