import { describe, expect, it } from "vitest";
import { cleanMessage } from "./messages";

describe("cleanMessage", () => {
  it("keeps line breaks and tabs, drops control characters and the marks that turn text around", () => {
    expect(cleanMessage(" Brakes\tlocked\r\nexit 109\u0000 ")).toBe("Brakes\tlocked\r\nexit 109");
    // "Great job \u202Edoog ton" would show as "Great job not good".
    expect(cleanMessage("Great job \u202Edoog ton\u202C and \u2067fast\u2069")).toBe("Great job doog ton and fast");
  });
});
