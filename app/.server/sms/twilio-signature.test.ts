import { describe, expect, it } from "vitest";
import { isTwilioSigned, twilioSignature } from "./twilio-signature";

describe("Twilio webhook signatures", () => {
  // The worked example of Twilio's security documentation ("Validating Signatures from Twilio"):
  // its auth token, URL and fields give this signature.
  const token = "12345";
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const fields = new URLSearchParams({
    CallSid: "CA1234567890ABCDE",
    Caller: "+12349013030",
    Digits: "1234",
    From: "+12349013030",
    To: "+18005551212",
  });

  it("computes the signature Twilio documents for its example", () => {
    expect(twilioSignature(token, url, fields)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("accepts that signature and refuses any change to the URL, a field, the token or the signature", () => {
    const signature = twilioSignature(token, url, fields);
    expect(isTwilioSigned(token, url, fields, signature)).toBe(true);
    expect(isTwilioSigned(token, url, fields, null)).toBe(false);
    expect(isTwilioSigned(token, url, fields, "")).toBe(false);
    expect(isTwilioSigned(token, url, fields, signature.replace(/.$/, "A"))).toBe(false);
    expect(isTwilioSigned("54321", url, fields, signature)).toBe(false);
    expect(isTwilioSigned(token, "https://mycompany.com/myapp.php?foo=1&bar=3", fields, signature)).toBe(false);
    const changed = new URLSearchParams(fields);
    changed.set("Digits", "1235");
    expect(isTwilioSigned(token, url, changed, signature)).toBe(false);
    const added = new URLSearchParams(fields);
    added.append("Body", "extra");
    expect(isTwilioSigned(token, url, added, signature)).toBe(false);
  });

  it("signs the same whatever order the fields come in", () => {
    const reordered = new URLSearchParams([...fields.entries()].reverse());
    expect(twilioSignature(token, url, reordered)).toBe(twilioSignature(token, url, fields));
  });
});
