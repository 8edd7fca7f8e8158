import { afterEach, describe, expect, it } from "vitest";
import { seenWhen } from "./seen-when";

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

const minutesAfter = (at: string, minutes: number) => new Date(at).getTime() + minutes * 60_000;

describe("'Seen by our dispatcher at …' on the driver's page", () => {
  it("says 3:12 AM for a request seen at 3:12 AM in Toronto, in winter (UTC−5) and in summer (UTC−4)", () => {
    expect(seenWhen("2026-11-27T08:12:00.000Z", minutesAfter("2026-11-27T08:12:00.000Z", 8))).toBe("3:12 AM");
    expect(seenWhen("2026-07-15T07:12:00.000Z", minutesAfter("2026-07-15T07:12:00.000Z", 8))).toBe("3:12 AM");
  });

  it("is Toronto time whatever zone the server runs in", () => {
    for (const zone of ["UTC", "Asia/Tokyo", "America/Vancouver"]) {
      process.env.TZ = zone;
      expect(seenWhen("2026-11-27T08:12:00.000Z", minutesAfter("2026-11-27T08:12:00.000Z", 8)), zone).toBe("3:12 AM");
    }
  });

  it("names the day too once the moment is more than 12 hours old", () => {
    expect(seenWhen("2026-11-27T08:12:00.000Z", minutesAfter("2026-11-27T08:12:00.000Z", 13 * 60))).toBe("Fri, Nov 27, 3:12 AM");
  });
});
