/**
 * "npm run leads, npm run owner, npm run doctor, npm run backup and npm run restore read the same
 * settings as the server (.env), so they work on whichever database it uses": each command runs
 * in a project folder of its own whose .env alone says where the database and the backups are;
 * its environment holds nothing of the kind. (The doctor's reading of .env: doctor/doctor-cli.test.ts.)
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestStore } from "../app/.server/requests/store";
import { copyRepository } from "../tests/repository-copy";
import { engines, testDatabase } from "../tests/test-database";

let project: ReturnType<typeof copyRepository>;

beforeAll(() => {
  project = copyRepository("dotenv-project");
});

afterAll(() => {
  project.remove();
});

/** `npm run <script> -- args` in the project folder, with only PATH and HOME from this machine. */
function command(script: string, args: string[], input = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(project.dir, "node_modules/.bin/tsx"), [`scripts/${script}.ts`, ...args], {
      cwd: project.dir,
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe.each(engines)("the owner's commands on %s", (engine) => {
  it("owner, leads, backup and restore work on the database and backup folder that .env names", async () => {
    const made = await testDatabase(engine);
    try {
      const database = await made.open();
      await createRequestStore(database).save({
        requestId: "dotenv-driver".padEnd(32, "0"),
        kind: "roadside",
        name: "Dotenv Driver",
        email: "",
        phone: "519-555-0133",
        message: "",
      });
      await database.close();
      const backupDir = path.join(made.location.DATA_DIR, "backups-named-in-env");
      fs.writeFileSync(
        path.join(project.dir, ".env"),
        [`DATA_DIR=${made.location.DATA_DIR}`, `BACKUP_DIR=${backupDir}`, `DATABASE_URL=${made.location.DATABASE_URL ?? ""}`, ""].join(
          "\n",
        ),
      );

      const owner = await command("owner", ["add", "dotenv-owner@example.com", "--password-stdin"], "the owner's long password 7\n");
      expect(owner.code, owner.stderr).toBe(0);
      const leads = await command("leads", ["--json"]);
      expect(leads.code, leads.stderr).toBe(0);
      expect((JSON.parse(leads.stdout) as { name: string }[]).map((lead) => lead.name)).toEqual(["Dotenv Driver"]);

      const backup = await command("backup", []);
      expect(backup.code, backup.stderr).toBe(0);
      const file = /^Backup written: (.+) \([\d.]+ MB in [\d.]+ s\)\.$/m.exec(backup.stdout)?.[1];
      expect(path.dirname(file ?? "")).toBe(backupDir);

      const restore = await command("restore", [file!]);
      expect(restore.code, restore.stderr).toBe(0);
      const where =
        engine === "sqlite" ? path.join(made.location.DATA_DIR, "leads.db") : new URL(made.location.DATABASE_URL!).pathname.slice(1);
      expect(restore.stdout).toMatch(/^Restored .+: 1 requests, 0 photos, 1 owner accounts\.$/m);
      expect(restore.stdout.split("\n")[0]).toContain(where);
    } finally {
      made.remove();
    }
  }, 120_000);
});
