import { describe, expect, it } from "vitest";
import { checkDriverTexts } from "./text-checks";

const on = {
  TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
  TWILIO_AUTH_TOKEN: "a".repeat(32),
  TWILIO_FROM: "+15195550100",
  SITE_URL: "https://www.somobilediesel.ca",
  SMS_FOLD_SECONDS: 60,
};

describe("the doctor on texts to drivers", () => {
  it("says texts are off without the Twilio settings, and which are missing when some are set", () => {
    const off = checkDriverTexts({ ...on, TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined });
    expect(off).toMatchObject({ ok: false, severity: "warning" });
    expect(off.detail).toMatch(/^texts are off: drivers get no texts/);
    expect(checkDriverTexts({ ...on, TWILIO_FROM: undefined }).detail).toBe("texts are off: TWILIO_FROM is not set.");
  });

  it("when on, names the sending number and the webhook address the provider must post to", () => {
    const result = checkDriverTexts(on);
    expect(result.ok).toBe(true);
    expect(result.detail).toContain("https://www.somobilediesel.ca/sms/inbound (HTTP POST)");
    expect(checkDriverTexts({ ...on, SITE_URL: "http://localhost:3000" })).toMatchObject({ ok: false });
  });
});
