import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";

describe("parseEnv", () => {
  it("has working defaults on a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "https://www.example.com",
      REQUESTS_SUSPECT_AFTER: 5,
      REQUESTS_FLOOD_LIMIT: 60,
      SPAM_KEEP_DAYS: 30,
      TRUST_PROXY: false,
    });
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("reduces SITE_URL to its origin (no trailing slash)", () => {
    expect(parseEnv({ SITE_URL: "https://dieselrepair.ca/" }).SITE_URL).toBe("https://dieselrepair.ca");
  });

  it("accepts a libSQL server for the database and refuses anything else", () => {
    expect(parseEnv({ DATABASE_URL: "libsql://leads-owner.turso.io" }).DATABASE_URL).toBe("libsql://leads-owner.turso.io");
    expect(() => parseEnv({ DATABASE_URL: "postgres://db" })).toThrow(/DATABASE_URL/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", SMTP_URL: "" }).PORT).toBe(3000);
  });

  it("names every bad variable in one error", () => {
    expect(() => parseEnv({ PORT: "http", SITE_URL: "not a url", LEADS_NOTIFY_TO: "owner" })).toThrow(
      /PORT[\s\S]*SITE_URL[\s\S]*LEADS_NOTIFY_TO/,
    );
  });
});
