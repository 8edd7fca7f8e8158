import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashes", () => {
  it("are scrypt at OWASP's cost (N = 2^17, r = 8, p = 1) unless PASSWORD_HASH_MIB lowers it", async () => {
    expect((await hashPassword("a long enough passphrase")).split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
    expect((await hashPassword("a long enough passphrase", 8)).split("$").slice(0, 4)).toEqual(["scrypt", "8192", "8", "1"]);
  });

  it("are checked at the cost each was made with, so a site that changes the setting keeps its sign-ins", async () => {
    const cheap = await hashPassword("a long enough passphrase", 8);
    const full = await hashPassword("a long enough passphrase");
    expect(await verifyPassword("a long enough passphrase", cheap)).toBe(true);
    expect(await verifyPassword("a long enough passphrase", full)).toBe(true);
    expect(await verifyPassword("a long enough passphrasE", cheap)).toBe(false);
    expect(await verifyPassword("a long enough passphrase", null)).toBe(false);
  });
});
