import { describe, expect, it } from "vitest";
import { groupPages, type PageLine } from "./page-groups";

const line = (page: string, views: number, requests = 0): PageLine => ({
  page,
  views,
  calls: views > 5 ? 1 : 0,
  texts: 0,
  forms: 0,
  requests,
});

describe("the owner's pages, grouped", () => {
  it("reads the city pages, the service pages and the articles each as one row, keeping each page under it", () => {
    const groups = groupPages([
      line("/", 40, 1),
      line("/service-areas/diesel-mechanic-hamilton", 12, 2),
      line("/service-areas/diesel-mechanic-windsor", 9),
      line("/service-areas", 3),
      line("/services", 4),
      line("/services/brake-repair", 6),
      line("/services/fleet-maintenance", 2, 1),
      line("/blog/winter-fuel-gelling", 5),
    ]);
    expect(groups.map((group) => [group.name, group.line.views, group.line.requests, group.pages.length])).toEqual([
      ["/", 40, 1, 0],
      ["City pages", 21, 2, 2],
      ["Service pages", 8, 1, 2],
      ["Articles", 5, 0, 1],
      ["/services", 4, 0, 0],
      ["/service-areas", 3, 0, 0],
    ]);
    expect(groups[1]!.pages.map((page) => page.page)).toEqual([
      "/service-areas/diesel-mechanic-hamilton",
      "/service-areas/diesel-mechanic-windsor",
    ]);
    expect(groups[1]!.line.calls).toBe(2);
  });

  it("shows no group that has no page", () => {
    expect(groupPages([line("/contact", 3)]).map((group) => group.name)).toEqual(["/contact"]);
  });
});
