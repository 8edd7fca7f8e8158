import { afterEach, describe, expect, it } from "vitest";
import { startSmsDouble, type SmsDouble } from "../../../test-support/sms-service-double";
import { SmsRefusedError, sendSms } from "./twilio";

let double: SmsDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

describe("texts through Twilio's Messages API", () => {
  it("posts To, From and Body with the account's Basic credentials, and answers the message's id", async () => {
    double = await startSmsDouble();
    const settings = { accountSid: double.accountSid, authToken: double.authToken, from: "+15195550100", apiUrl: `${double.url}/` };
    const sent = await sendSms(settings, "+15195550142", "ROADSIDE R-12 · Hwy 401 EB\nAir leak · 519-555-0100");
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(double.texts).toEqual([
      { to: "+15195550142", from: "+15195550100", body: "ROADSIDE R-12 · Hwy 401 EB\nAir leak · 519-555-0100", at: expect.any(Number) },
    ]);
  });

  it("says what the provider answered when it refuses: wrong credentials, an outage", async () => {
    double = await startSmsDouble();
    const settings = { accountSid: double.accountSid, authToken: "not-the-token-at-all", from: "+15195550100", apiUrl: double.url };
    await expect(sendSms(settings, "+15195550142", "hi")).rejects.toThrow(/answered 401: Authenticate/);
    double.answerWith(500);
    const error = await sendSms({ ...settings, authToken: double.authToken }, "+15195550142", "hi").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect((error as SmsRefusedError).status).toBe(500);
    expect(double.texts).toEqual([]);
  });
});
