import { createHash, randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { SiteDatabase } from "../db/database";
import { settingMadeOnce } from "../db/setting-made-once";
import type { OwnersTable } from "../db/tables";

/** "owner": everything; "technician": the jobs assigned to them, nothing else. */
export type MemberRole = "owner" | "technician";
export const memberRoles = ["owner", "technician"] as const satisfies readonly MemberRole[];

/** A team member's account (an owner or a technician: one table, one sign-in). */
export interface Owner {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
  role: MemberRole;
  /** As the team writes it ("Mike Roy"); the driver only ever reads the first word. */
  name: string | null;
  /** Their mobile (E.164), where their alerts are texted. */
  phone: string | null;
  lastSignedInAt: string | null;
  /** False for a member added from the Team page who has not set a password yet (they sign in by link). */
  hasPassword: boolean;
}

/** What an account is besides its e-mail and password. */
interface MemberProfile {
  role?: MemberRole;
  name?: string | null;
  phone?: string | null;
}

/** The hash of an account made without a password (the Team page): no password matches it; a sign-in link lets them in. */
const noPassword = "none";

export interface SessionLimits {
  /** A session unused this long ends. */
  idleMs: number;
  /** No session lasts longer than this. */
  maxMs: number;
}

const sessionLimits: SessionLimits = { idleMs: 12 * 3600_000, maxMs: 30 * 86_400_000 };

interface ThrottleRules {
  /** Failures allowed before delays start. */
  freeFailures: number;
  maxDelayMs: number;
}

/** One thing sign-ins are counted against (an account, an address), with its own rules. */
interface ThrottleKey {
  key: string;
  rules: ThrottleRules;
}

/** Owner accounts, their sessions and sign-in throttling, in the request database. */
export interface OwnerStore {
  /** Creates an owner, or resets an existing one's password; a reset ends all of their sessions and sign-in links. */
  saveOwner(email: string, passwordHash: string, profile?: MemberProfile): Promise<{ owner: Owner; created: boolean }>;
  /** Adds a member without a password (they sign in by link, then set one); null when the e-mail is taken. */
  addMember(email: string, profile: MemberProfile): Promise<Owner | null>;
  listOwners(): Promise<Owner[]>;
  /** Removes an owner and ends their sessions; false when there was none. */
  removeOwner(email: string): Promise<boolean>;
  /** Records a sign-in (the Team page's "last signed in"). */
  markSignedIn(id: number): Promise<void>;
  findByEmail(email: string): Promise<(Owner & { passwordHash: string }) | null>;
  getOwner(id: number): Promise<Owner | null>;

  createSession(data: Record<string, unknown>): Promise<string>;
  /** The session's data, or null when it is unknown, idle too long or too old (then it is deleted). */
  readSession(id: string): Promise<Record<string, unknown> | null>;
  updateSession(id: string, data: Record<string, unknown>): Promise<void>;
  deleteSession(id: string): Promise<void>;

  /**
   * Counts a sign-in attempt against each key before the password is checked, in one write
   * transaction, so attempts sent in parallel cannot all slip through. Refused (with the time
   * the wait ends) when a key is waiting; otherwise counted, and past the free attempts the
   * key waits twice as long as the last time. A right password clears the counts.
   */
  beginSignIn(keys: readonly ThrottleKey[]): Promise<{ allowed: true } | { allowed: false; until: number }>;
  clearFailures(keys: readonly string[]): Promise<void>;

  /** The secret that signs owner cookies: made once, kept in the database, shared by every process. */
  cookieSecret(): Promise<string>;

  /**
   * Makes a single-use sign-in link's token for an owner, valid for `ttlMs`, unless this address asked for `maxRecent` within `ttlMs` (or the owner got
   * `maxPerOwner` from every address together): a stranger cannot use up the owner's links.
   */
  createSignInLink(
    ownerId: number,
    limits: { ttlMs: number; maxRecent: number; maxPerOwner: number },
    requestedBy?: string | null,
  ): Promise<string | null>;
  /** Uses a link's token: the owner it signs in, once, before it expires (every other link of theirs ends); null otherwise. */
  redeemSignInLink(token: string): Promise<Owner | null>;
  /** Ends every sign-in link of this owner still waiting in a mailbox: any sign-in makes them of no more use (still counted against the cap). */
  endSignInLinks(ownerId: number): Promise<void>;
}

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");
const ownerColumns = [
  "id",
  "email",
  "created_at",
  "password_changed_at",
  "role",
  "name",
  "phone",
  "last_signed_in_at",
  "password_hash",
] as const;
const toOwner = (row: Pick<Selectable<OwnersTable>, (typeof ownerColumns)[number]>): Owner => ({
  id: Number(row.id),
  email: row.email,
  createdAt: row.created_at,
  passwordChangedAt: row.password_changed_at,
  role: row.role === "technician" ? "technician" : "owner",
  name: row.name ?? null,
  phone: row.phone ?? null,
  lastSignedInAt: row.last_signed_in_at ?? null,
  hasPassword: row.password_hash !== noPassword,
});
/** Only the fields given change: a password reset from the command line keeps the name it does not mention. */
const profileColumns = (profile: MemberProfile) => ({
  ...(profile.role ? { role: profile.role } : {}),
  ...(profile.name !== undefined ? { name: profile.name?.trim() || null } : {}),
  ...(profile.phone !== undefined ? { phone: profile.phone || null } : {}),
});
const ownerOf = (data: Record<string, unknown>) => (typeof data.ownerId === "number" ? data.ownerId : null);
/** E-mail addresses are compared without case, on either engine. */
const normalEmail = (email: string) => email.trim().toLowerCase();

export function createOwnerStore(database: SiteDatabase, limits: SessionLimits = sessionLimits): OwnerStore {
  const { db, engine } = database;
  let secret: Promise<string> | undefined;

  async function endSignInLinks(ownerId: number) {
    await db
      .updateTable("owner_sign_in_links")
      .set({ used_at: Date.now() })
      .where("owner", "=", ownerId)
      .where("used_at", "is", null)
      .execute();
  }

  async function getOwner(id: number) {
    const row = await db.selectFrom("owners").select(ownerColumns).where("id", "=", id).executeTakeFirst();
    return row ? toOwner(row) : null;
  }

  /** SQLite's two-argument min() is PostgreSQL's least(). */
  const least = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    engine === "postgres" ? sql`least(${a}, ${b})` : sql`min(${a}, ${b})`;

  return {
    async saveOwner(emailText, passwordHash, profile = {}) {
      const email = normalEmail(emailText);
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom("owners").select("id").where("email", "=", email).executeTakeFirst();
        if (existing) {
          const id = Number(existing.id);
          await trx
            .updateTable("owners")
            .set({ password_hash: passwordHash, password_changed_at: now, ...profileColumns(profile) })
            .where("id", "=", id)
            .execute();
          await trx.deleteFrom("owner_sessions").where("owner", "=", id).execute();
          // A sign-in link sent before the change would let its holder in after it: used up (still counted against the cap).
          await trx
            .updateTable("owner_sign_in_links")
            .set({ used_at: Date.now() })
            .where("owner", "=", id)
            .where("used_at", "is", null)
            .execute();
          const owner = await trx.selectFrom("owners").select(ownerColumns).where("id", "=", id).executeTakeFirstOrThrow();
          return { owner: toOwner(owner), created: false };
        }
        const owner = await trx
          .insertInto("owners")
          .values({ email, password_hash: passwordHash, created_at: now, password_changed_at: now, ...profileColumns(profile) })
          .returning(ownerColumns)
          .executeTakeFirstOrThrow();
        return { owner: toOwner(owner), created: true };
      });
    },
    async addMember(emailText, profile) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("owners")
        .values({
          email: normalEmail(emailText),
          password_hash: noPassword,
          created_at: now,
          password_changed_at: now,
          ...profileColumns(profile),
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .returning(ownerColumns)
        .executeTakeFirst();
      return row ? toOwner(row) : null;
    },
    async markSignedIn(id) {
      await db.updateTable("owners").set({ last_signed_in_at: new Date().toISOString() }).where("id", "=", id).execute();
    },
    async listOwners() {
      return (await db.selectFrom("owners").select(ownerColumns).orderBy("email").execute()).map(toOwner);
    },
    async removeOwner(emailText) {
      const email = normalEmail(emailText);
      return db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom("owners").select("id").where("email", "=", email).executeTakeFirst();
        if (!owner) return false;
        await trx.deleteFrom("owner_sessions").where("owner", "=", owner.id).execute();
        await trx.deleteFrom("owner_sign_in_links").where("owner", "=", owner.id).execute();
        // Their phones stop being alerted, and their jobs wait for someone else.
        await trx.deleteFrom("push_subscriptions").where("owner", "=", owner.id).execute();
        await trx.updateTable("requests").set({ assigned_to: null }).where("assigned_to", "=", owner.id).execute();
        await trx.deleteFrom("owners").where("id", "=", owner.id).execute();
        return true;
      });
    },
    async findByEmail(emailText) {
      const row = await db.selectFrom("owners").select(ownerColumns).where("email", "=", normalEmail(emailText)).executeTakeFirst();
      return row ? { ...toOwner(row), passwordHash: row.password_hash } : null;
    },
    getOwner,

    async createSession(data) {
      const id = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db
        .insertInto("owner_sessions")
        .values({
          id_hash: hashId(id),
          owner: ownerOf(data),
          data: JSON.stringify(data),
          created_at: now,
          last_seen_at: now,
          expires_at: now + limits.maxMs,
        })
        .execute();
      return id;
    },
    async readSession(id) {
      const now = Date.now();
      const key = hashId(id);
      const row = await db
        .selectFrom("owner_sessions")
        .select(["data", "last_seen_at", "expires_at"])
        .where("id_hash", "=", key)
        .executeTakeFirst();
      if (!row) return null;
      if (now > Number(row.expires_at) || now - Number(row.last_seen_at) > limits.idleMs) {
        await db.deleteFrom("owner_sessions").where("id_hash", "=", key).execute();
        return null;
      }
      // A session in use stays alive; written at most once a minute.
      if (now - Number(row.last_seen_at) > 60_000) {
        await db.updateTable("owner_sessions").set({ last_seen_at: now }).where("id_hash", "=", key).execute();
      }
      try {
        return JSON.parse(row.data) as Record<string, unknown>;
      } catch {
        return null;
      }
    },
    async updateSession(id, data) {
      await db
        .updateTable("owner_sessions")
        .set({ data: JSON.stringify(data), owner: ownerOf(data) })
        .where("id_hash", "=", hashId(id))
        .execute();
    },
    async deleteSession(id) {
      await db.deleteFrom("owner_sessions").where("id_hash", "=", hashId(id)).execute();
    },

    async beginSignIn(keys) {
      const now = Date.now();
      const attempt = randomBytes(12).toString("base64url");
      // One statement per key, all in one transaction: every SET is evaluated against the row as
      // it was, so `last_attempt` takes this attempt's mark only when the key was not waiting.
      // The n-th attempt past the free ones makes the next wait 2^(n-1) s, up to the maximum.
      const rows = await db.transaction().execute(async (trx) => {
        const results = [];
        for (const { key, rules } of keys) {
          const waiting = sql`sign_in_failures.locked_until > ${now}`;
          // 64-bit arithmetic (CAST … AS BIGINT, on both engines): PostgreSQL's integers would overflow.
          const delay = least(
            sql`CAST(${rules.maxDelayMs} AS BIGINT)`,
            sql`CAST(1000 AS BIGINT) * (1 << ${least(sql`sign_in_failures.failures - ${rules.freeFailures}`, sql`30`)})`,
          );
          results.push(
            await trx
              .insertInto("sign_in_failures")
              .values({ key, failures: 1, last_failure_at: now, locked_until: 0, last_attempt: attempt })
              .onConflict((conflict) =>
                conflict.column("key").doUpdateSet({
                  failures: sql`CASE WHEN ${waiting} THEN sign_in_failures.failures ELSE sign_in_failures.failures + 1 END`,
                  last_failure_at: sql`CASE WHEN ${waiting} THEN sign_in_failures.last_failure_at ELSE excluded.last_failure_at END`,
                  locked_until: sql`CASE
                    WHEN ${waiting} THEN sign_in_failures.locked_until
                    WHEN sign_in_failures.failures + 1 > ${rules.freeFailures} THEN CAST(${now} AS BIGINT) + ${delay}
                    ELSE 0 END`,
                  last_attempt: sql`CASE WHEN ${waiting} THEN sign_in_failures.last_attempt ELSE excluded.last_attempt END`,
                }),
              )
              .returning(["last_attempt", "locked_until"])
              .executeTakeFirstOrThrow(),
          );
        }
        return results;
      });
      const refused = rows.filter((row) => row.last_attempt !== attempt);
      if (refused.length === 0) return { allowed: true };
      return { allowed: false, until: Math.max(...refused.map((row) => Number(row.locked_until ?? 0))) };
    },
    async clearFailures(keys) {
      if (keys.length === 0) return;
      await db
        .deleteFrom("sign_in_failures")
        .where("key", "in", [...keys])
        .execute();
    },

    async createSignInLink(ownerId, { ttlMs, maxRecent, maxPerOwner }, requestedBy = null) {
      const now = Date.now();
      const token = randomBytes(32).toString("base64url");
      const made = await db.transaction().execute(async (trx) => {
        // Counted and written in one write transaction, so parallel requests cannot all slip past the cap.
        if (engine === "postgres") await sql`SELECT pg_advisory_xact_lock(727002, ${ownerId})`.execute(trx);
        const recent = await trx
          .selectFrom("owner_sign_in_links")
          .select((eb) => [
            eb.fn.countAll<number>().as("all"),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when("requested_by", requestedBy === null ? "is" : "=", requestedBy)
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as("mine"),
          ])
          .where("owner", "=", ownerId)
          .where("created_at", ">", now - ttlMs)
          .executeTakeFirst();
        if (Number(recent?.all ?? 0) >= maxPerOwner || Number(recent?.mine ?? 0) >= maxRecent) return false;
        await trx
          .insertInto("owner_sign_in_links")
          .values({ token_hash: hashId(token), owner: ownerId, created_at: now, expires_at: now + ttlMs, requested_by: requestedBy })
          .execute();
        // Old links are of no use to anyone: they go as new ones are made.
        await trx
          .deleteFrom("owner_sign_in_links")
          .where("expires_at", "<", now - 86_400_000)
          .execute();
        return true;
      });
      return made ? token : null;
    },
    async redeemSignInLink(token) {
      const now = Date.now();
      const row = await db
        .updateTable("owner_sign_in_links")
        .set({ used_at: now })
        .where("token_hash", "=", hashId(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("owner")
        .executeTakeFirst();
      if (!row) return null;
      // The owner is in: any other link still waiting in the mailbox is of no more use to anyone.
      await endSignInLinks(Number(row.owner));
      return getOwner(Number(row.owner));
    },
    endSignInLinks,

    cookieSecret() {
      secret ??= settingMadeOnce(db, "cookie-secret", () => randomBytes(32).toString("base64url"));
      return secret;
    },
  };
}
