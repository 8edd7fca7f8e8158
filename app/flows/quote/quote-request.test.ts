import { describe, expect, it } from "vitest";
import { parseQuoteForm, quoteLimits } from "~/flows/quote/quote-request";
import { honeypotField } from "~/flows/request-form/honeypot";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

const valid = {
  name: "Dave Martin",
  email: "dave@example.com",
  phone: "(519) 555-0100",
  message: "Steer tire flat on the 401 eastbound near Tilbury.",
};

describe("parseQuoteForm", () => {
  it("accepts the four fields of a real request, trimmed", () => {
    const result = parseQuoteForm(form({ ...valid, name: "  Dave Martin  " }));
    expect(result).toEqual({ kind: "valid", request: valid });
  });

  it("requires name, email, phone and message, each with its own message", () => {
    const result = parseQuoteForm(form({ name: " ", email: "", phone: "", message: "" }));
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "message", "name", "phone"]);
    expect(result.fieldErrors.name).toBe("Please enter your name.");
  });

  it("treats missing fields as empty, not as a crash", () => {
    expect(parseQuoteForm(new FormData()).kind).toBe("invalid");
  });

  it("rejects an email address that is not one", () => {
    const result = parseQuoteForm(form({ ...valid, email: "dave@" }));
    expect(result.kind === "invalid" && result.fieldErrors.email).toMatch(/valid email/);
  });

  it("wants 7 to 15 digits in the phone number", () => {
    expect(parseQuoteForm(form({ ...valid, phone: "555-12" })).kind).toBe("invalid");
    expect(parseQuoteForm(form({ ...valid, phone: "+1 (519) 555-0100 ext 12" })).kind).toBe("valid");
    expect(parseQuoteForm(form({ ...valid, phone: "1234567890123456" })).kind).toBe("invalid");
    expect(parseQuoteForm(form({ ...valid, phone: "call me <b>" })).kind).toBe("invalid");
  });

  it("enforces the server-side length limits with a clear message", () => {
    const result = parseQuoteForm(form({ ...valid, name: "x".repeat(quoteLimits.name + 1), message: "y".repeat(quoteLimits.message + 1) }));
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(result.fieldErrors.name).toMatch(/at most 120 characters/);
    expect(result.fieldErrors.message).toMatch(/at most 5000 characters/);
    // What is echoed back for the visitor to fix is bounded too.
    expect(result.values.message.length).toBeLessThanOrEqual(quoteLimits.message + 100);
  });

  it("accepts a message at exactly the limit", () => {
    expect(parseQuoteForm(form({ ...valid, message: "y".repeat(quoteLimits.message) })).kind).toBe("valid");
  });

  it("refuses a field sent twice", () => {
    const result = parseQuoteForm(form({ ...valid, name: ["Dave", "Eve"] }));
    expect(result.kind === "invalid" && result.fieldErrors.name).toMatch(/more than once/);
  });

  it("refuses a file in place of text", () => {
    const data = form({ name: valid.name, email: valid.email, phone: valid.phone });
    data.append("message", new Blob(["hello"]), "message.txt");
    const result = parseQuoteForm(data);
    expect(result.kind === "invalid" && result.fieldErrors.message).toMatch(/must be text/);
  });

  it("normalises Unicode and strips control characters, keeping line breaks in the message", () => {
    const result = parseQuoteForm(form({ ...valid, name: "Rene\u0301 Tremblay\u0007", message: "Line one\r\nLine two\u001b[2J\u202e" }));
    expect(result).toEqual({ kind: "valid", request: { ...valid, name: "René Tremblay", message: "Line one\nLine two[2J" } });
  });

  it("keeps script payloads as plain text (they are never rendered as HTML)", () => {
    const result = parseQuoteForm(form({ ...valid, message: "<script>alert(1)</script>" }));
    expect(result).toEqual({ kind: "valid", request: { ...valid, message: "<script>alert(1)</script>" } });
  });

  it("drops a post whose honeypot field is filled", () => {
    expect(parseQuoteForm(form({ ...valid, [honeypotField]: "https://spam.example" }))).toMatchObject({
      kind: "bot",
      values: { name: valid.name },
    });
  });
});
