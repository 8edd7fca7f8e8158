import { describe, expect, it } from "vitest";
import { straightLineKm } from "./distance";

describe("the straight-line distance", () => {
  it("is zero from a place to itself", () => {
    expect(straightLineKm({ latitude: 43.2557, longitude: -79.8711 }, { latitude: 43.2557, longitude: -79.8711 })).toBe(0);
  });
  it("measures Hamilton to London at about 115.5 km, either way", () => {
    const hamilton = { latitude: 43.2557, longitude: -79.8711 };
    const london = { latitude: 42.9849, longitude: -81.2453 };
    expect(straightLineKm(hamilton, london)).toBeCloseTo(115.5, 0);
    expect(straightLineKm(london, hamilton)).toBeCloseTo(straightLineKm(hamilton, london), 9);
  });
  it("gives a degree of latitude as about 111.2 km", () => {
    expect(straightLineKm({ latitude: 42, longitude: -80 }, { latitude: 43, longitude: -80 })).toBeCloseTo(111.2, 1);
  });
});
