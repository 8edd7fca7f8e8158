import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRequestStore } from "../requests/store";
import { openDatabase } from "./database";
import { siteMigrations } from "./migrations/index";
import { insertOlderRequest } from "../../../tests/older-schema-rows";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site's data folder as the last release left it: photos as files under uploads/, named in the database. */
async function siteBeforePhotosMoved() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
  dirs.push(dataDir);
  const before = siteMigrations.slice(
    0,
    siteMigrations.findIndex((migration) => migration.name === "008-photos-in-database"),
  );
  const old = await openDatabase({ DATA_DIR: dataDir }, { migrations: before });
  const request = { id: await insertOlderRequest(old, { requestId: "f".repeat(32), name: "Dave" }) };
  fs.mkdirSync(path.join(dataDir, "uploads"));
  const files = ["0a.jpg", "1b.jpg", "2c-missing.jpg"];
  const bodies = [Buffer.from("first photo's bytes"), Buffer.alloc(300_000, 7)];
  for (const [index, file] of files.entries()) {
    if (bodies[index]) fs.writeFileSync(path.join(dataDir, "uploads", file), bodies[index]);
    await sql`INSERT INTO request_photos (request, file, content_type, bytes, width, height, created_at, notified_at)
      VALUES (${request.id}, ${file}, 'image/jpeg', ${bodies[index]?.byteLength ?? 10}, 1600, 1200, '2026-11-20T10:00:00.000Z',
      ${index === 0 ? "2026-11-20T10:00:05.000Z" : null})`.execute(old.db);
  }
  await old.close();
  return { dataDir, requestId: request.id, bodies };
}

describe("moving photos into the database (008-photos-in-database)", () => {
  it("moves each photo file into its row, keeps its facts, then removes the files and the folder", async () => {
    const { dataDir, requestId, bodies } = await siteBeforePhotosMoved();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const database = await openDatabase({ DATA_DIR: dataDir });
    const store = createRequestStore(database);
    const photos = await store.photos(requestId);
    expect(photos).toEqual([
      expect.objectContaining({ bytes: bodies[0]!.byteLength, width: 1600, notifiedAt: "2026-11-20T10:00:05.000Z" }),
      expect.objectContaining({ bytes: bodies[1]!.byteLength, notifiedAt: null }),
    ]);
    const stored = await store.photoBodies(
      requestId,
      photos.map((photo) => photo.id),
    );
    expect(photos.map((photo) => stored.get(photo.id))).toEqual(bodies);
    // The photo whose file was already gone is said, and left out: it could never be shown.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("2c-missing.jpg is missing"));
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    // New photos go on from the highest id.
    const added = await store.addPhoto({ request: requestId, contentType: "image/jpeg", width: 1, height: 1 }, Buffer.from("new"));
    expect(added.id).toBeGreaterThan(Math.max(...photos.map((photo) => photo.id)));
    await database.close();
  });

  it("leaves the uploads folder in place when something else is kept in it", async () => {
    const { dataDir } = await siteBeforePhotosMoved();
    fs.writeFileSync(path.join(dataDir, "uploads", "README.txt"), "the owner's own note");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await (await openDatabase({ DATA_DIR: dataDir })).close();
    expect(fs.readdirSync(path.join(dataDir, "uploads"))).toEqual(["README.txt"]);
  });
});
