import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { engines, testDatabase } from "../../../tests/test-database";
import type { Engine, SiteDatabase } from "../db/database";
import { hashPassword, verifyPassword } from "./password";
import { createOwnerStore } from "./store";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function freshStore(engine: Engine, limits = { idleMs: 1000, maxMs: 5000 }) {
  const made = await testDatabase(engine);
  const database: SiteDatabase = await made.open();
  cleanups.push(async () => {
    await database.close();
    made.remove();
  });
  return { database, db: database.db, owners: createOwnerStore(database, limits) };
}

describe("owner passwords", () => {
  it("hash with scrypt at OWASP's cost, salted, and verify only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
    // Two hashes and two checks of 128 MiB each, slow on purpose: seconds on a busy machine.
  }, 30_000);

  it("take a decoy's scrypt for a member invited without a password, so a wrong one is not answered sooner", async () => {
    const hash = await hashPassword("correct horse battery");
    await verifyPassword("warm", null); // the decoy is made once per process
    const timed = async (stored: string | null) => {
      const start = performance.now();
      expect(await verifyPassword("a wrong guess here", stored)).toBe(false);
      return performance.now() - start;
    };
    const [withPassword, invited, unknown] = [await timed(hash), await timed("none"), await timed(null)];
    // The same scrypt each time: within a factor of a busy machine, never the 40 times quicker the attack measured.
    expect(invited).toBeGreaterThan(withPassword / 4);
    expect(unknown).toBeGreaterThan(withPassword / 4);
  }, 30_000);
});

describe.each(engines)("owner store on %s", (engine) => {
  it("keeps e-mails case-insensitive, and a password reset or removal ends that owner's sessions only", async () => {
    const { owners, db } = await freshStore(engine, { idleMs: 60_000, maxMs: 600_000 });
    const { owner: alice } = await owners.saveOwner("alice@example.com", "h1");
    const { owner: bob } = await owners.saveOwner("bob@example.com", "h2");
    expect((await owners.saveOwner("ALICE@example.com", "h3")).created).toBe(false);
    const aliceSession = await owners.createSession({ ownerId: alice.id });
    const bobSession = await owners.createSession({ ownerId: bob.id });
    await owners.saveOwner("alice@example.com", "h4");
    expect(await owners.readSession(aliceSession)).toBeNull();
    expect(await owners.readSession(bobSession)).toEqual({ ownerId: bob.id });
    expect(await owners.removeOwner("bob@example.com")).toBe(true);
    expect(await owners.readSession(bobSession)).toBeNull();
    expect(await owners.removeOwner("bob@example.com")).toBe(false);
    // The table holds a hash of the id, never the id the cookie carries.
    const stored = await db.selectFrom("owner_sessions").select("id_hash").execute();
    expect(stored.map((row) => row.id_hash)).not.toContain(aliceSession);
  });

  it("ends a session left idle too long", async () => {
    const { owners, db } = await freshStore(engine);
    const id = await owners.createSession({ ownerId: 1 });
    expect(await owners.readSession(id)).toEqual({ ownerId: 1 });
    await db
      .updateTable("owner_sessions")
      .set({ last_seen_at: Date.now() - 2000 })
      .execute();
    expect(await owners.readSession(id)).toBeNull();
  });

  it("ends a session past its longest life even while in use", async () => {
    const { owners, db } = await freshStore(engine);
    const id = await owners.createSession({ ownerId: 1 });
    await db
      .updateTable("owner_sessions")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(await owners.readSession(id)).toBeNull();
  });

  it("lets five attempts through, then doubles the wait from 1 s up to the maximum", async () => {
    const { owners, db } = await freshStore(engine);
    const keys = [{ key: "account:a@example.com", rules: { freeFailures: 5, maxDelayMs: 4000 } }];
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect((await owners.beginSignIn(keys)).allowed).toBe(true);
      const until = Number((await db.selectFrom("sign_in_failures").select("locked_until").executeTakeFirst())?.locked_until);
      waits.push(until === 0 ? 0 : Math.round((until - Date.now()) / 1000));
      const refused = await owners.beginSignIn(keys);
      expect(refused.allowed).toBe(until === 0);
      if (!refused.allowed) expect(refused.until).toBe(until);
      // Time passes: the wait is over (a refused attempt was not counted).
      await db
        .updateTable("sign_in_failures")
        .set((row) => ({ locked_until: 0, failures: sql<number>`${row.ref("failures")} - ${until === 0 ? 1 : 0}` }))
        .execute();
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 4]);
    await owners.clearFailures(keys.map(({ key }) => key));
    expect(await db.selectFrom("sign_in_failures").selectAll().execute()).toEqual([]);
  });

  it("counts attempts sent at once: past the free ones, the rest are refused", async () => {
    const { owners } = await freshStore(engine);
    const keys = [{ key: "address:203.0.113.9", rules: { freeFailures: 5, maxDelayMs: 60_000 } }];
    const attempts = await Promise.all(Array.from({ length: 30 }, () => owners.beginSignIn(keys)));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(6);
  });

  it("makes one cookie secret and keeps it", async () => {
    const { owners, database } = await freshStore(engine);
    const secret = await owners.cookieSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await createOwnerStore(database).cookieSecret()).toBe(secret);
  });
});

describe.each(engines)("sign-in links on %s", (engine) => {
  it("work once, for their owner, until they expire; the table holds only hashes", async () => {
    const { owners, db } = await freshStore(engine);
    const { owner } = await owners.saveOwner("owner@example.com", "h");
    const token = await owners.createSignInLink(owner.id, { ttlMs: 60_000, maxRecent: 3, maxPerOwner: 10 });
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await db.selectFrom("owner_sign_in_links").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash).join()).not.toContain(token!);
    expect((await owners.redeemSignInLink(token!))?.email).toBe("owner@example.com");
    expect(await owners.redeemSignInLink(token!)).toBeNull();
    expect(await owners.redeemSignInLink("not-a-token")).toBeNull();

    const expired = await owners.createSignInLink(owner.id, { ttlMs: 1, maxRecent: 3, maxPerOwner: 10 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await owners.redeemSignInLink(expired!)).toBeNull();
  });

  it("are capped per asking address, even when asked for all at once, and per owner across addresses", async () => {
    const { owners } = await freshStore(engine);
    const { owner } = await owners.saveOwner("owner@example.com", "h");
    const rules = { ttlMs: 60_000, maxRecent: 3, maxPerOwner: 5 };
    const made = await Promise.all(Array.from({ length: 8 }, () => owners.createSignInLink(owner.id, rules, "stranger")));
    expect(made.filter(Boolean)).toHaveLength(3);
    // A stranger's requests do not use up the owner's own: another address still gets links.
    expect(await owners.createSignInLink(owner.id, rules, "owner's phone")).not.toBeNull();
    expect(await owners.createSignInLink(owner.id, rules, "owner's phone")).not.toBeNull();
    // Past the owner's own cap, no address gets one (a flood of e-mails is bounded).
    expect(await owners.createSignInLink(owner.id, rules, "a third address")).toBeNull();
  });
});
