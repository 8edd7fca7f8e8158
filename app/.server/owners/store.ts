import { createHash, randomBytes } from "node:crypto";
import type { Client } from "@libsql/client";
import { migrate } from "../db/database";
import { ownerMigrations } from "./schema";

export interface Owner {
  id: number;
  email: string;
  createdAt: string;
  passwordChangedAt: string;
}

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
  saveOwner(email: string, passwordHash: string): Promise<{ owner: Owner; created: boolean }>;
  listOwners(): Promise<Owner[]>;
  /** Removes an owner and ends their sessions; false when there was none. */
  removeOwner(email: string): Promise<boolean>;
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
   * Makes a single-use sign-in link's token for an owner, valid for `ttlMs`; null when this owner
   * already had `maxRecent` links in that time (an inbox cannot be flooded with them).
   */
  createSignInLink(ownerId: number, limits: { ttlMs: number; maxRecent: number }): Promise<string | null>;
  /** Uses a link's token: the owner it signs in, once, before it expires (every other link of theirs ends); null otherwise. */
  redeemSignInLink(token: string): Promise<Owner | null>;
}

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");
const ownerColumns = "id, email, created_at, password_changed_at";
const toOwner = (row: Record<string, unknown>): Owner => ({
  id: Number(row.id),
  email: String(row.email),
  createdAt: String(row.created_at),
  passwordChangedAt: String(row.password_changed_at),
});
const ownerOf = (data: Record<string, unknown>) => (typeof data.ownerId === "number" ? data.ownerId : null);

export async function openOwnerStore(client: Client, limits: SessionLimits = sessionLimits): Promise<OwnerStore> {
  await migrate(client, ownerMigrations);
  let secret: Promise<string> | undefined;

  async function getOwner(id: number) {
    const result = await client.execute({ sql: `SELECT ${ownerColumns} FROM owners WHERE id = ?`, args: [id] });
    return result.rows[0] ? toOwner(result.rows[0]) : null;
  }

  return {
    async saveOwner(email, passwordHash) {
      const now = new Date().toISOString();
      const existing = await client.execute({ sql: `SELECT id FROM owners WHERE email = ?`, args: [email] });
      if (existing.rows[0]) {
        const id = Number(existing.rows[0].id);
        await client.batch(
          [
            { sql: `UPDATE owners SET password_hash = ?, password_changed_at = ? WHERE id = ?`, args: [passwordHash, now, id] },
            { sql: `DELETE FROM owner_sessions WHERE owner = ?`, args: [id] },
            // A sign-in link sent before the change would let its holder in after it: used up (still counted against the cap).
            { sql: `UPDATE owner_sign_in_links SET used_at = ? WHERE owner = ? AND used_at IS NULL`, args: [Date.now(), id] },
          ],
          "write",
        );
        return { owner: (await getOwner(id))!, created: false };
      }
      const result = await client.execute({
        sql: `INSERT INTO owners (email, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?) RETURNING ${ownerColumns}`,
        args: [email, passwordHash, now, now],
      });
      return { owner: toOwner(result.rows[0]!), created: true };
    },
    async listOwners() {
      const result = await client.execute(`SELECT ${ownerColumns} FROM owners ORDER BY email`);
      return result.rows.map(toOwner);
    },
    async removeOwner(email) {
      const results = await client.batch(
        [
          { sql: `DELETE FROM owner_sessions WHERE owner IN (SELECT id FROM owners WHERE email = ?)`, args: [email] },
          { sql: `DELETE FROM owners WHERE email = ?`, args: [email] },
        ],
        "write",
      );
      return (results[1]?.rowsAffected ?? 0) > 0;
    },
    async findByEmail(email) {
      const result = await client.execute({ sql: `SELECT ${ownerColumns}, password_hash FROM owners WHERE email = ?`, args: [email] });
      const row = result.rows[0];
      return row ? { ...toOwner(row), passwordHash: String(row.password_hash) } : null;
    },
    getOwner,

    async createSession(data) {
      const id = randomBytes(32).toString("base64url");
      const now = Date.now();
      await client.execute({
        sql: `INSERT INTO owner_sessions (id_hash, owner, data, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
        args: [hashId(id), ownerOf(data), JSON.stringify(data), now, now, now + limits.maxMs],
      });
      return id;
    },
    async readSession(id) {
      const now = Date.now();
      const key = hashId(id);
      const result = await client.execute({
        sql: `SELECT data, last_seen_at, expires_at FROM owner_sessions WHERE id_hash = ?`,
        args: [key],
      });
      const row = result.rows[0];
      if (!row) return null;
      if (now > Number(row.expires_at) || now - Number(row.last_seen_at) > limits.idleMs) {
        await client.execute({ sql: `DELETE FROM owner_sessions WHERE id_hash = ?`, args: [key] });
        return null;
      }
      // A session in use stays alive; written at most once a minute.
      if (now - Number(row.last_seen_at) > 60_000) {
        await client.execute({ sql: `UPDATE owner_sessions SET last_seen_at = ? WHERE id_hash = ?`, args: [now, key] });
      }
      try {
        return JSON.parse(String(row.data)) as Record<string, unknown>;
      } catch {
        return null;
      }
    },
    async updateSession(id, data) {
      await client.execute({
        sql: `UPDATE owner_sessions SET data = ?, owner = ? WHERE id_hash = ?`,
        args: [JSON.stringify(data), ownerOf(data), hashId(id)],
      });
    },
    async deleteSession(id) {
      await client.execute({ sql: `DELETE FROM owner_sessions WHERE id_hash = ?`, args: [hashId(id)] });
    },

    async beginSignIn(keys) {
      const now = Date.now();
      const attempt = randomBytes(12).toString("base64url");
      // One statement per key, all in one batch: SQLite evaluates every SET against the row as
      // it was, so `last_attempt` takes this attempt's mark only when the key was not waiting.
      // The n-th attempt past the free ones makes the next wait 2^(n-1) s, up to the maximum.
      const results = await client.batch(
        keys.map(({ key, rules }) => ({
          sql: `INSERT INTO sign_in_failures (key, failures, last_failure_at, locked_until, last_attempt) VALUES (?, 1, ?, 0, ?)
                ON CONFLICT (key) DO UPDATE SET
                  failures = CASE WHEN locked_until > ? THEN failures ELSE failures + 1 END,
                  last_failure_at = CASE WHEN locked_until > ? THEN last_failure_at ELSE excluded.last_failure_at END,
                  locked_until = CASE
                    WHEN locked_until > ? THEN locked_until
                    WHEN failures + 1 > ? THEN ? + min(?, 1000 * (1 << min(failures - ?, 30)))
                    ELSE 0 END,
                  last_attempt = CASE WHEN locked_until > ? THEN last_attempt ELSE excluded.last_attempt END
                RETURNING last_attempt, locked_until`,
          args: [key, now, attempt, now, now, now, rules.freeFailures, now, rules.maxDelayMs, rules.freeFailures, now],
        })),
        "write",
      );
      const refused = results.map((result) => result.rows[0]).filter((row) => row?.last_attempt !== attempt);
      if (refused.length === 0) return { allowed: true };
      return { allowed: false, until: Math.max(...refused.map((row) => Number(row?.locked_until ?? 0))) };
    },
    async clearFailures(keys) {
      if (keys.length === 0) return;
      await client.execute({ sql: `DELETE FROM sign_in_failures WHERE key IN (${keys.map(() => "?").join(", ")})`, args: [...keys] });
    },

    async createSignInLink(ownerId, { ttlMs, maxRecent }) {
      const now = Date.now();
      const token = randomBytes(32).toString("base64url");
      // Counted and written in one statement, so parallel requests cannot all slip past the cap.
      const result = await client.execute({
        sql: `INSERT INTO owner_sign_in_links (token_hash, owner, created_at, expires_at)
              SELECT ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM owner_sign_in_links WHERE owner = ? AND created_at > ?) < ?`,
        args: [hashId(token), ownerId, now, now + ttlMs, ownerId, now - ttlMs, maxRecent],
      });
      // Old links are of no use to anyone: they go as new ones are made.
      await client.execute({ sql: `DELETE FROM owner_sign_in_links WHERE expires_at < ?`, args: [now - 86_400_000] });
      return result.rowsAffected === 1 ? token : null;
    },
    async redeemSignInLink(token) {
      const now = Date.now();
      const result = await client.execute({
        sql: `UPDATE owner_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING owner`,
        args: [now, hashId(token), now],
      });
      const row = result.rows[0];
      if (!row) return null;
      // The owner is in: any other link still waiting in the mailbox is of no more use to anyone.
      await client.execute({
        sql: `UPDATE owner_sign_in_links SET used_at = ? WHERE owner = ? AND used_at IS NULL`,
        args: [now, Number(row.owner)],
      });
      return getOwner(Number(row.owner));
    },

    cookieSecret() {
      secret ??= (async () => {
        await client.execute({
          sql: `INSERT INTO owner_settings (name, value) VALUES ('cookie-secret', ?) ON CONFLICT (name) DO NOTHING`,
          args: [randomBytes(32).toString("base64url")],
        });
        const result = await client.execute(`SELECT value FROM owner_settings WHERE name = 'cookie-secret'`);
        return String(result.rows[0]?.value);
      })();
      return secret;
    },
  };
}
