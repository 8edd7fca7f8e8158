/**
 * npm run owner: the accounts that may sign in to the inbox at /owner.
 *   printf '%s\n' "$PASSWORD" | npm run --silent owner -- add EMAIL [--role technician|owner] [--name "Mike Roy"] [--phone +1…] --password-stdin
 *                                  creates a member (an owner unless --role technician), or resets the password (ending their sessions)
 *   npm run owner -- add EMAIL     the same, asking for the password on the terminal
 *   npm run owner -- list          each member's e-mail, role, name and mobile
 *   npm run owner -- remove EMAIL  removes the member and ends their sessions
 */
import "./load-dotenv";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { z } from "zod";
import { getEnv } from "~/config/env.server";
import { hashPassword, passwordProblem } from "../app/.server/owners/password";
import { createOwnerStore, memberRoles } from "../app/.server/owners/store";
import { toE164 } from "../app/.server/driver-texts/phone-number";
import { openDatabaseOrExit } from "./open-database";

const usage = `Usage:
  printf '%s\\n' "$PASSWORD" | npm run --silent owner -- add EMAIL [--role owner|technician] [--name NAME] [--phone +1…] --password-stdin
  npm run owner -- add EMAIL [--role …] [--name …] [--phone …]   (asks for the password)
  npm run owner -- list
  npm run owner -- remove EMAIL`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const emailSchema = z.email().max(254);

function emailArgument(value: string | undefined): string {
  const parsed = emailSchema.safeParse(value?.trim());
  if (!parsed.success) fail(`Expected an e-mail address, got ${value ? `"${value}"` : "nothing"}.\n${usage}`, 2);
  return parsed.data.toLowerCase();
}

/** The first line of standard input (the password piped in). */
async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Asks on the terminal without echoing what is typed. */
async function prompt(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    reader.question(question, (answer) => {
      reader.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function passwordFromUser(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdinLine();
  if (!process.stdin.isTTY) fail(`No terminal to ask for the password on: pipe it in with --password-stdin.\n${usage}`, 2);
  const first = await prompt("Password (at least 12 characters): ");
  const again = await prompt("The same password again: ");
  if (first !== again) fail("The two passwords differ. Nothing was changed.");
  return first;
}

const [command, ...rest] = process.argv.slice(2);
const env = getEnv();
const database = await openDatabaseOrExit(env);
try {
  const owners = createOwnerStore(database);
  if (command === "add") {
    // --role, --name and --phone take the next argument as their value; --password-stdin stands alone.
    const valued = new Map<string, string>();
    const flags: string[] = [];
    const positional: string[] = [];
    for (let index = 0; index < rest.length; index++) {
      const arg = rest[index]!;
      if (arg === "--role" || arg === "--name" || arg === "--phone") {
        const value = rest[++index];
        if (value === undefined) fail(`${arg} needs a value.\n${usage}`, 2);
        valued.set(arg, value);
      } else if (arg.startsWith("--")) flags.push(arg);
      else positional.push(arg);
    }
    const [emailText, ...extra] = positional;
    if (extra.length > 0 || flags.some((flag) => flag !== "--password-stdin")) fail(usage, 2);
    const email = emailArgument(emailText);
    const profile = z
      .object({
        role: z.enum(memberRoles).optional(),
        name: z.string().trim().min(1).max(80).optional(),
        phone: z.string().trim().max(30).optional(),
      })
      .safeParse({ role: valued.get("--role"), name: valued.get("--name"), phone: valued.get("--phone") });
    if (!profile.success) fail(`--role is owner or technician; --name is at most 80 characters.\n${usage}`, 2);
    const phone = profile.data.phone === undefined ? undefined : toE164(profile.data.phone);
    if (phone === null) fail(`--phone is a North American mobile, e.g. +15195550100.`, 2);
    const password = await passwordFromUser(flags.includes("--password-stdin"));
    const problem = passwordProblem(password, email);
    if (problem) fail(`${problem} Nothing was changed.`);
    // A new account is an owner unless told (today's command keeps making owners); a reset keeps the role unless told.
    const { created, owner } = await owners.saveOwner(email, await hashPassword(password), {
      role: profile.data.role,
      name: profile.data.name,
      phone,
    });
    const what = owner.role === "technician" ? "Technician" : "Owner";
    console.log(created ? `${what} ${email} added: they can sign in at /owner.` : `Password of ${email} reset; their sessions were ended.`);
  } else if (command === "list") {
    if (rest.length > 0) fail(usage, 2);
    const list = await owners.listOwners();
    if (list.length === 0) console.log("No owners yet. Add one with: npm run owner -- add EMAIL");
    for (const owner of list)
      console.log(
        `${owner.email}  ${owner.role}${owner.name ? `  ${owner.name}` : ""}${owner.phone ? `  ${owner.phone}` : ""}  (added ${owner.createdAt.slice(0, 10)}, ${owner.hasPassword ? `password set ${owner.passwordChangedAt.slice(0, 10)}` : "no password set (invited)"})`,
      );
  } else if (command === "remove") {
    if (rest.length !== 1) fail(usage, 2);
    const email = emailArgument(rest[0]);
    if (!(await owners.removeOwner(email))) fail(`No owner ${email}.`);
    console.log(`${email} removed; their sessions were ended.`);
  } else fail(usage, 2);
} finally {
  await database.close();
}
