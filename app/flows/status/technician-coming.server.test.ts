import { describe, expect, it } from "vitest";
import { technicianComing } from "./technician-coming.server";

/** The driver's phone on the QEW in Hamilton. */
const details = { location: { latitude: 43.2557, longitude: -79.8711 } };
const comingFrom = (latitude: number, longitude: number) =>
  technicianComing(
    { id: 3, status: "on-the-way", technician: "Tom", details },
    { position: () => Promise.resolve({ latitude, longitude, accuracy: 20, at: 1_000 }) },
    21_000,
  );

describe("technicianComing", () => {
  it("gives the distance in whole km, as the page says it, never the position's own precision", async () => {
    // About 2.26 km away: the attack read 2.371058868593793 in the page's .data, beside "about 2 km".
    expect(await comingFrom(43.2747, -79.8811)).toEqual({ name: "Tom", distanceKm: 2, ageSeconds: 20, stale: false });
    // Under a kilometre reads "under 1 km": 0, not the metres.
    expect((await comingFrom(43.2597, -79.8711))?.distanceKm).toBe(0);
  });
});
