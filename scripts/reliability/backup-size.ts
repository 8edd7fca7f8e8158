/**
 * The size and time of a backup and a restore of a busy site: 10,000 requests, 1,000 of them
 * with a photo as the site keeps them (a 2000 × 1500 JPEG of a detailed scene, about what a
 * phone's photo becomes after the site re-encodes it). The backup is made the way `npm run backup`
 * makes it, then restored into an empty site, as `npm run restore` does; the rows are counted.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { makeBackup } from "../../app/.server/backups/make-backup";
import { restoreBackup } from "../../app/.server/backups/restore";
import { openDatabase } from "../../app/.server/db/database";
import { createRequestStore } from "../../app/.server/requests/store";
import type { ProofPostgres } from "./proof-database";

export interface BackupSizeResult {
  requests: number;
  photos: number;
  photoMegabytes: number;
  seedSeconds: number;
  backupMegabytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  restoredRequests: number;
  restoredPhotos: number;
}

/** A few distinct photos of noise and gradients: JPEG cannot squeeze them below a real photo's size. */
async function samplePhotos(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const width = 2000;
    const height = 1500;
    const noise = randomBytes(width * height * 3);
    photos.push(
      await sharp(noise, { raw: { width, height, channels: 3 } })
        .blur(1.2)
        .jpeg({ quality: 82 })
        .toBuffer(),
    );
  }
  return photos;
}

export async function backupSizeProof({
  requests = 10_000,
  photos = 1_000,
  postgres,
}: {
  requests?: number;
  photos?: number;
  postgres?: ProofPostgres;
}): Promise<BackupSizeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-size-"));
  const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-restored-"));
  const source = { DATA_DIR: dataDir, DATABASE_URL: postgres ? await postgres.createDatabase("backup_size") : undefined };
  const target = { DATA_DIR: restoreDir, DATABASE_URL: postgres ? await postgres.createDatabase("backup_restored") : undefined };
  try {
    const pictures = await samplePhotos(20);
    const seedStarted = performance.now();
    const database = await openDatabase(source);
    let photoBytes = 0;
    let photosAdded = 0;
    try {
      const store = createRequestStore(database);
      const everyNth = Math.floor(requests / photos);
      for (let i = 0; i < requests; i++) {
        const { request } = await store.save({
          requestId: randomBytes(16).toString("hex"),
          kind: i % 3 === 0 ? "roadside" : "quote",
          name: `Driver ${i}`,
          email: `driver${i}@example.com`,
          phone: `519-555-${String(i % 10_000).padStart(4, "0")}`,
          message: "Tractor lost air pressure on the 401 eastbound near exit 109; trailer loaded, reefer running.",
        });
        if (i % everyNth === 0 && photosAdded < photos) {
          const body = pictures[photosAdded % pictures.length]!;
          photoBytes += body.length;
          photosAdded++;
          await store.addPhoto({ request: request.id, contentType: "image/jpeg", width: 2000, height: 1500 }, body);
        }
      }
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const running = await openDatabase(source);
    let made;
    try {
      made = await makeBackup(running, source.DATABASE_URL, { dir: path.join(dataDir, "backups"), keep: 2 });
    } finally {
      await running.close();
    }

    const restoreStarted = performance.now();
    const outcome = await restoreBackup(made.file, target, path.join(restoreDir, "backups"));
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;

    return {
      requests,
      photos,
      photoMegabytes: round(photoBytes / 1024 / 1024),
      seedSeconds: round(seedSeconds),
      backupMegabytes: round(made.bytes / 1024 / 1024),
      backupSeconds: round(made.ms / 1000),
      restoreSeconds: round(restoreSeconds),
      restoredRequests: outcome.counts.requests,
      restoredPhotos: outcome.counts.photos,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restoreDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
