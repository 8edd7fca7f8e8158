import { describe, expect, it } from "vitest";
import { locationMessage } from "~/flows/roadside/roadside-fields";
import { parseRoadsideForm } from "./roadside-request.server";

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
};

describe("parseRoadsideForm", () => {
  it("takes a request located by the phone, with the nearest city worked out on the server", () => {
    const result = parseRoadsideForm(
      form({
        phone: "519-555-0100",
        latitude: "42.097",
        longitude: "-82.46",
        accuracy: "14.6",
        problems: ["Electrical", "Won't start"],
        load: "Reefer running",
      }),
    );
    expect(result.kind).toBe("valid");
    if (result.kind !== "valid") return;
    expect(result.request.details.location).toEqual({
      latitude: 42.097,
      longitude: -82.46,
      accuracyMeters: 15,
      road: "",
      direction: "",
      landmark: "",
      nearestCity: "about 13 km from Leamington",
    });
    // Problems in the form's order, not the order they were sent in.
    expect(result.request.details.problems).toEqual(["Won't start", "Electrical"]);
    expect(result.request.details.load).toBe("Reefer running");
  });

  it("takes a request located by a road and a landmark", () => {
    const result = parseRoadsideForm(form({ phone: "519-555-0100", road: "401", direction: "Westbound", landmark: "Exit 48, Essex" }));
    expect(result.kind).toBe("valid");
  });

  it("answers a request with no location, or only a road, with the one message and keeps what was typed", () => {
    const cases: Record<string, string>[] = [
      { phone: "519-555-0100", name: "Dave" },
      { phone: "519-555-0100", name: "Dave", road: "402" },
      { phone: "519-555-0100", name: "Dave", latitude: "42.1" },
    ];
    for (const fields of cases) {
      const result = parseRoadsideForm(form(fields));
      expect(result.kind).toBe("invalid");
      if (result.kind !== "invalid") continue;
      expect(result.fieldErrors.location).toBe(locationMessage);
      expect(result.values.name).toBe("Dave");
    }
  });

  it("requires a phone number it can call back", () => {
    const result = parseRoadsideForm(form({ phone: "call me", road: "401", landmark: "km 40" }));
    expect(result.kind).toBe("invalid");
    if (result.kind === "invalid") expect(result.fieldErrors.phone).toMatch(/phone number/);
  });

  it("refuses choices the form does not offer and coordinates out of range, without throwing", () => {
    const result = parseRoadsideForm(
      form({ phone: "519-555-0100", road: "I-94", make: "Tesla Semi<script>", load: "Anvils", latitude: "123", longitude: "-82" }),
    );
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["latitude", "load", "make", "road"]);
  });

  it("drops problems that are not on the list and ignores files sent in place of text", () => {
    const data = form({ phone: "519-555-0100", road: "403", landmark: "Exit 38", problems: ["Overheating", "Free crypto"] });
    data.append("unit", new File(["x"], "unit.txt"));
    const result = parseRoadsideForm(data);
    expect(result.kind).toBe("valid");
    if (result.kind !== "valid") return;
    expect(result.request.details.problems).toEqual(["Overheating"]);
    expect(result.request.details.truck.unit).toBe("");
  });

  it("keeps a bot's post (the hidden field filled) as one, to be stored as spam", () => {
    expect(
      parseRoadsideForm(form({ phone: "519-555-0100", road: "401", landmark: "km 1", company_website: "https://spam.example" })).kind,
    ).toBe("bot");
  });

  it("says 'Call 911' is needed for dangerous goods or someone hurt", () => {
    const urgent = parseRoadsideForm(form({ phone: "519-555-0100", road: "401", landmark: "km 1", urgent: "on" }));
    expect(urgent.kind === "valid" && urgent.request.details.urgent).toBe(true);
  });
});
