/**
 * The server's own backups as the README's "Deploying" promises them, on the pass's engine: a
 * backup that fails is logged with the folder and tried again while the site goes on serving;
 * BACKUP_EVERY_HOURS=0 turns a machine's schedule off, so of two servers on one database only
 * the other writes backups, and npm run doctor on the first reports the newest of them.
 */
import { bundledCommand } from "../../scripts/bundle-commands";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { listBackups } from "../../app/.server/backups/backup-files";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { e2eDatabase, type E2eDatabase } from "./e2e-database";
import { testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial", timeout: 90_000 });

// A backup every 7.2 s (the schedule looks every second; a failed one is tried again after 1.8 s).
const everyHours = "0.002";

const running: ServerProcess[] = [];
let database: E2eDatabase | undefined;

test.afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  database?.remove();
});

async function start(port: number, env: Record<string, string>) {
  const server = await startServerProcess({ port, dataDir: database!.dataDir, env: { ...database!.env, ...env } });
  running.push(server);
  return server;
}

async function postQuote(site: string, name: string) {
  const client = await playwrightRequest.newContext({ baseURL: site, extraHTTPHeaders: { Origin: site } });
  const answer = await client.post("/contact", {
    form: { name, email: "fleet@example.com", phone: "519-555-0188", message: "Reefer will not start." },
  });
  await client.dispose();
  return answer.status();
}

async function backupRecords() {
  const db = database!.raw();
  const { rows } = await db.execute("SELECT job FROM scheduled_runs WHERE job = 'backup'");
  await db.close();
  return rows.length;
}

test("a scheduled backup that fails is logged with the folder and tried again, and the site goes on serving", async () => {
  database = await e2eDatabase("backup-fails");
  // A file where the folder should be: no backup can be written there.
  const blocked = path.join(database.dataDir, "not-a-folder");
  fs.writeFileSync(blocked, "");
  const backupDir = path.join(blocked, "backups");
  const server = await start(testPort(4464), { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: everyHours });

  const failures = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith(`Backup into ${backupDir} failed (trying again in 2 s):`));
  await expect.poll(() => failures().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  expect(await postQuote(server.url, "Served While Backups Fail")).toBe(200);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  // The folder can be written again: the next attempt writes one, without a restart.
  fs.rmSync(blocked);
  // The log line follows the file (the run is recorded in the database in between), so wait for
  // the line, then check that the file it names is there.
  const written = () => /^Backup written: (\S+) \(/m.exec(server.output())?.[1];
  await expect.poll(written, { timeout: 20_000 }).toBeTruthy();
  expect(listBackups(backupDir).map((backup) => backup.file)).toContain(written());
  expect(server.child.exitCode).toBeNull();
});

test("BACKUP_EVERY_HOURS=0 turns a machine's schedule off: of two servers on one database the other writes every backup, and npm run doctor on the first reports it", async () => {
  database = await e2eDatabase("backup-machines");
  const folderOf = (machine: string) => path.join(database!.dataDir, `machine-${machine}-backups`);
  const first = { BACKUP_DIR: folderOf("a"), BACKUP_EVERY_HOURS: "0" };
  const firstServer = await start(testPort(4465), first);
  expect(await postQuote(`http://127.0.0.1:${testPort(4465)}`, "Before Any Backup")).toBe(200);
  // A server with a schedule claims its first backup as it starts; this one says it never will.
  await expect.poll(() => firstServer.output()).toContain("Scheduled backups are off on this machine (BACKUP_EVERY_HOURS=0)");
  expect(await backupRecords()).toBe(0);

  const second = await start(testPort(4466), { BACKUP_DIR: folderOf("b"), BACKUP_EVERY_HOURS: everyHours });
  await expect.poll(() => listBackups(folderOf("b")).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(listBackups(folderOf("a"))).toEqual([]);
  // Stopped, so the newest stays the newest while the doctor looks.
  await second.stop();

  // The go-live check as on the first machine: its own folder is empty, the database knows better.
  const doctor = await new Promise<string>((resolve) => {
    execFile(process.execPath, [bundledCommand("doctor")], { env: { ...process.env, ...database!.env, ...first } }, (_error, stdout) =>
      resolve(stdout),
    );
  });
  const newest = path.basename(listBackups(folderOf("b"))[0]!.file);
  expect(doctor.split("\n")).toContain(
    `✓ Backups: the newest, ${newest} (made by the server on ${os.hostname()} into ${folderOf("b")}), is 0 hours old; this machine's server makes none (BACKUP_EVERY_HOURS=0)`,
  );
});
