import { describe, expect, it } from "vitest";
import { stepsAhead } from "./next-step";

const job = { spam: false, forgotten: false, assigned: true };

describe("the steps ahead of a job", () => {
  it("goes On the way, Arrived, Completed once someone is on it", () => {
    expect(stepsAhead({ ...job, status: "dispatched" })).toEqual(["on-the-way", "arrived", "done"]);
    expect(stepsAhead({ ...job, status: "on-the-way" })).toEqual(["arrived", "done"]);
    expect(stepsAhead({ ...job, status: "arrived" })).toEqual(["done"]);
  });
  it("asks to assign first while nobody is on it, and offers nothing on a closed job or spam", () => {
    expect(stepsAhead({ ...job, assigned: false, status: "new" })[0]).toBe("assign");
    expect(stepsAhead({ ...job, status: "done" })).toEqual([]);
    expect(stepsAhead({ ...job, status: "new", spam: true })).toEqual([]);
  });
});
