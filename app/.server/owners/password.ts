import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { getEnv } from "~/config/env.server";

/**
 * scrypt with OWASP's recommended cost for 2025 (N = 2^17, r = 8, p = 1: 128 MiB of memory per
 * hash), unless PASSWORD_HASH_MIB says otherwise (the test runs: a sign-in there is setup, not
 * the subject, and 150 of them at 128 MiB were a tenth of the browser tests' work). The
 * parameters are stored with each hash, so they can be raised without a migration, and a hash is
 * always checked at the cost it was made with.
 */
const scryptCost = (memoryMib: number) => ({ N: memoryMib * 1024, r: 8, p: 1 });
const keyLength = 32;
export const minimumPasswordLength = 12;

/** Among the first words any guesser tries, whatever is added around them. */
const guessedFirst =
  /^(password|passw0rd|qwerty(uiop)?|asdfgh(jkl)?|letmein|welcome|iloveyou|admin(istrator)?|monkey|dragon|trustno1|changeme|secret)+$/;

/**
 * Why a password would be guessed early, or null. Length first (NIST SP 800-63B: length, and no
 * password a guesser tries first, rather than rules of character classes): at least 12
 * characters, not the account's own e-mail, not one or two characters repeated, not digits alone,
 * not a word from the top of every guess list with digits or symbols around it.
 */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < minimumPasswordLength) return `The password must be at least ${minimumPasswordLength} characters long.`;
  const lower = password.toLowerCase();
  const [local = ""] = email.toLowerCase().split("@");
  if (lower.includes(email.toLowerCase()) || (local.length >= 4 && lower.includes(local))) {
    return "The password must not contain the account's e-mail address.";
  }
  if (new Set(lower.replace(/\s/g, "")).size < 5) return "The password repeats too few characters: a few words make a strong one.";
  const letters = lower.replace(/[^a-z]/g, "");
  if (letters === "") return "A password of digits and symbols only is guessed early: a few words make a strong one.";
  if (guessedFirst.test(letters)) return "That password is among the first ones guessed: a few words of your own make a strong one.";
  return null;
}

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$key", salt and key in base64url. */
export async function hashPassword(password: string, memoryMib = getEnv().PASSWORD_HASH_MIB): Promise<string> {
  const cost = scryptCost(memoryMib);
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A hash no password matches, checked when the e-mail is unknown so both cases take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(24).toString("base64url")));

/**
 * Whether the password is the one `stored` hashes. No hash to check (an unknown e-mail, a member
 * invited from the Team page who has not set a password yet, anything not a scrypt hash) pays
 * for a decoy's scrypt all the same: a quick "no" would tell which accounts exist without one.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) {
    await verifyPassword(password, await decoyHash());
    return false;
  }
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
