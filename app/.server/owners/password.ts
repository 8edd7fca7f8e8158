import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt with OWASP's recommended cost for 2025 (N = 2^17, r = 8, p = 1: 128 MiB of memory per
 * hash). The parameters are stored with each hash, so they can be raised without a migration.
 */
const cost = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;
export const minimumPasswordLength = 12;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$key", salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A hash no password matches, checked when the e-mail is unknown so both cases take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(24).toString("base64url")));

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
