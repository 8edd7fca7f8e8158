import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv, settingNames } from "~/config/env.server";

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

  it("accepts PostgreSQL for the database and refuses anything else, the untested libSQL server included", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://site:pw@db.internal:5432/leads" }).DATABASE_URL).toBe(
      "postgres://site:pw@db.internal:5432/leads",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://db/leads" }).DATABASE_URL).toBe("postgresql://db/leads");
    for (const url of ["libsql://leads-owner.turso.io", "file:leads.db", "mysql://db/leads", "db.internal"]) {
      expect(() => parseEnv({ DATABASE_URL: url }), url).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
    }
  });

  it("backs up every 24 hours into DATA_DIR/backups, keeping 14, unless told otherwise", () => {
    expect(parseEnv({ DATA_DIR: "/srv/diesel" })).toMatchObject({
      BACKUP_DIR: "/srv/diesel/backups",
      BACKUP_EVERY_HOURS: 24,
      BACKUP_KEEP: 14,
    });
    expect(parseEnv({ BACKUP_DIR: "/mnt/nas/diesel", BACKUP_EVERY_HOURS: "0", BACKUP_KEEP: "30" })).toMatchObject({
      BACKUP_DIR: "/mnt/nas/diesel",
      BACKUP_EVERY_HOURS: 0,
      BACKUP_KEEP: 30,
    });
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
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

describe("the settings' documentation", () => {
  const documented = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]));

  it("lists every setting in .env.example, and nothing the site does not read", () => {
    const example = fs.readFileSync(path.resolve(".env.example"), "utf8");
    const names = documented(example, /^#? ?([A-Z][A-Z0-9_]+)=/gm);
    expect([...names].sort()).toEqual([...settingNames].sort());
  });

  it("lists every setting in the README's table, and nothing the site does not read", () => {
    const readme = fs.readFileSync(path.resolve("README.md"), "utf8");
    const table = readme.slice(readme.indexOf("| Variable |"), readme.indexOf("\n\n", readme.indexOf("| Variable |")));
    const names = documented(table, /`([A-Z][A-Z0-9_]+)`/g);
    expect([...names].sort()).toEqual([...settingNames].sort());
  });
});
