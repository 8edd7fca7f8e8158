import { describe, expect, it } from "vitest";
import { cities } from "~/content/cities";
import { distanceKm, nearestCityPhrase, nearestServiceCity, serviceCityPoints } from "./service-city-points";

describe("service city points", () => {
  it("holds every city page's coordinates, and nothing else", () => {
    const fromPages = cities.map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
    expect([...serviceCityPoints].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      fromPages.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("puts every point in Southern Ontario", () => {
    for (const point of serviceCityPoints) {
      expect(point.latitude, point.name).toBeGreaterThan(41.9);
      expect(point.latitude, point.name).toBeLessThan(43.7);
      expect(point.longitude, point.name).toBeGreaterThan(-83.2);
      expect(point.longitude, point.name).toBeLessThan(-79.7);
    }
  });

  it("measures distances along the earth's surface", () => {
    const windsor = serviceCityPoints.find((point) => point.name === "Windsor")!;
    const london = serviceCityPoints.find((point) => point.name === "London")!;
    // Windsor to London is about 165 km as the crow flies (about 190 km by the 401).
    expect(distanceKm(windsor, london)).toBeGreaterThan(160);
    expect(distanceKm(windsor, london)).toBeLessThan(170);
    expect(distanceKm(windsor, windsor)).toBe(0);
  });

  it("names the nearest city and its distance for a truck on the road", () => {
    // Highway 3 east of Leamington, near Wheatley.
    expect(nearestServiceCity({ latitude: 42.097, longitude: -82.46 })).toEqual({ name: "Leamington", km: 13 });
    expect(nearestCityPhrase({ latitude: 42.097, longitude: -82.46 })).toBe("about 13 km from Leamington");
    // The 401 at the Highway 6 interchange south of Guelph is nearer Cambridge than Milton.
    expect(nearestServiceCity({ latitude: 43.482, longitude: -80.224 }).name).toBe("Cambridge");
    expect(nearestCityPhrase({ latitude: 42.3149, longitude: -83.0364 })).toBe("in Windsor");
  });
});
