/**
 * The database in a bad state, seen from outside: a PostgreSQL server that cannot be reached when
 * the site starts, and a disk that fills up while drivers post. (SQLite pass only: the first
 * needs no database, the second is about the SQLite file's own disk.)
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { startServerProcess } from "../../scripts/reliability/server-process";
import { e2eEngine, testPort } from "../../test-support/environment";
import { expect, test, type LeadRow } from "./fixtures";
import { bundledCommand } from "../../scripts/bundle-commands";

test.skip(e2eEngine !== "sqlite", "engine-independent: runs once, in the SQLite pass");

const phone = "(519) 555-0142";

test("an unreachable PostgreSQL stops the start at once, naming the host, port and reason in one line", async () => {
  const closedPort = testPort(5399);
  for (const [url, where, reason] of [
    [`postgres://diesel:s3cret-pass@127.0.0.1:${closedPort}/leads`, `127.0.0.1:${closedPort}/leads`, /ECONNREFUSED|refused/],
    ["postgres://diesel:s3cret-pass@db.invalid:5432/leads", "db.invalid:5432/leads", /ENOTFOUND|not found|resolve/],
  ] as const) {
    const started = Date.now();
    const error = await startServerProcess({
      port: testPort(4397),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "unreachable-")),
      env: { DATABASE_URL: url },
    }).then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error, "the server must not start").not.toBeNull();
    expect(Date.now() - started).toBeLessThan(15_000);
    const output = error!.message.replace(/^The server exited during start:\n/, "").trim();
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    // One line for the owner: where, and why; no stack trace, no password.
    expect(lines, output).toHaveLength(1);
    expect(lines[0]).toContain(`The site did not start. Cannot reach PostgreSQL at ${where}`);
    expect(lines[0]).toMatch(reason);
    expect(output).not.toContain("s3cret-pass");
    expect(output).not.toMatch(/^\s+at /m);
  }
});

test.describe("a full disk", () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(process.getuid?.() !== 0, "mounting a small disk of its own needs root (as on CI)");

  const port = testPort(4398);
  const site = `http://127.0.0.1:${port}`;
  let mount = "";

  let cannotMount = "";

  test.beforeAll(() => {
    mount = fs.mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
    // A 3 MB disk of its own: filling it touches nothing else on the machine.
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=3m,mode=0700", "tmpfs", mount], { stdio: "pipe" });
    } catch (error) {
      // A container without the right to mount: said in the report, not hidden.
      cannotMount = String((error as { stderr?: Buffer }).stderr ?? error).trim();
      fs.rmSync(mount, { recursive: true, force: true });
      mount = "";
    }
  });

  test.afterAll(() => {
    if (!mount) return;
    execFileSync("umount", [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  });

  test("a post that cannot be stored is answered with the phone number; nothing stored before is lost", async () => {
    test.skip(cannotMount !== "", `no small disk could be mounted here: ${cannotMount}`);
    const dataDir = path.join(mount, "data");
    const server = await startServerProcess({ port, dataDir, env: { BACKUP_EVERY_HOURS: "0" } });
    const client = await playwrightRequest.newContext({ baseURL: site, maxRedirects: 0, extraHTTPHeaders: { Origin: site } });
    const quote = (name: string) =>
      client.post("/contact", {
        form: { name, email: "fleet@example.com", phone: "519-555-0177", message: "Reefer unit will not start." },
      });
    const acknowledged: string[] = [];
    try {
      expect((await quote("Before The Disk Filled")).status()).toBe(200);
      acknowledged.push("Before The Disk Filled");

      // Something else on the machine fills the disk.
      const filler = path.join(mount, "filler");
      const handle = fs.openSync(filler, "w");
      const chunk = Buffer.alloc(16 * 1024, 1);
      try {
        for (;;) fs.writeSync(handle, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      } finally {
        fs.closeSync(handle);
      }

      // Drivers keep posting. A post is either stored (200, and then kept) or told to call.
      let refused = 0;
      for (let attempt = 1; attempt <= 8; attempt++) {
        const name = `Full Disk Driver ${attempt}`;
        const answer = await quote(name);
        if (answer.status() === 200) {
          acknowledged.push(name);
          continue;
        }
        refused++;
        expect(answer.status()).toBe(500);
        const html = await answer.text();
        expect(html).toContain("your request was not saved");
        expect(html).toContain(phone);
        // The driver's words are kept in the form to send again.
        expect(html).toContain("Reefer unit will not start.");
      }
      expect(refused, "the full disk must refuse at least one post").toBeGreaterThan(0);

      // A roadside post with a photo, on the full disk: answered with the phone number too.
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 90, b: 90 } } })
        .jpeg()
        .toBuffer();
      const roadside = await client.post("/roadside", {
        multipart: {
          name: "Full Disk Roadside",
          phone: "519-555-0178",
          road: "401",
          direction: "Westbound",
          landmark: "Exit 56, Tilbury",
          problems: "Air leak or brakes",
          photos: { name: "brakes.jpg", mimeType: "image/jpeg", buffer: photo },
        },
      });
      if (roadside.status() === 200) acknowledged.push("Full Disk Roadside");
      else {
        expect(roadside.status()).toBe(500);
        const html = await roadside.text();
        expect(html).toContain("your request was not saved");
        expect(html).toContain(phone);
      }
      // The pages themselves are still served.
      expect((await client.get("/")).status()).toBe(200);

      // Space is freed: the site takes requests again without a restart.
      fs.rmSync(filler);
      expect((await quote("After The Disk Was Freed")).status()).toBe(200);
      acknowledged.push("After The Disk Was Freed");
    } finally {
      await client.dispose();
      await server.stop();
    }

    // Every acknowledged request is stored, once; no refused one is.
    const { stdout } = await promisify(execFile)(process.execPath, [bundledCommand("leads"), "--json"], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const stored = (JSON.parse(stdout) as LeadRow[]).map((lead) => lead.name);
    expect(stored.sort()).toEqual([...acknowledged].sort());
  });
});
