import { sql, type Kysely } from "kysely";
import type { Tables } from "../../db/tables";
import { photoColumns, toPhoto, type RequestPhoto } from "./records";

/** The photos kept with each request, in the database: their facts, and their bytes on demand. */
export interface Photos {
  addPhoto(
    photo: Omit<RequestPhoto, "id" | "createdAt" | "notifiedAt" | "bytes" | "message"> & { message?: number | null },
    body: Uint8Array,
  ): Promise<RequestPhoto>;
  /**
   * Adds a photo only while the request holds fewer than `limit` of its kind (sent with the
   * request, or with messages), counted and added in one transaction that holds the request's
   * row: uploads that arrive together cannot all pass the count. Null when the slots are full.
   * A photo whose upload key the request already holds (the same upload sent again) is not added:
   * the one kept is answered, marked `repeat`.
   */
  addPhotoWithin(
    limit: number,
    photo: Omit<RequestPhoto, "id" | "createdAt" | "notifiedAt" | "bytes" | "message"> & { message?: number | null; uploadKey?: string },
    body: Uint8Array,
  ): Promise<(RequestPhoto & { repeat?: true }) | null>;
  photos(requestId: number): Promise<RequestPhoto[]>;
  /** The request's photo sent with this upload key, if one was kept. */
  photoWithKey(requestId: number, uploadKey: string): Promise<RequestPhoto | null>;
  /** The bytes of a request's photos, by photo id (for the owner's page and the e-mail). */
  photoBodies(requestId: number, photoIds: readonly number[]): Promise<Map<number, Buffer>>;
}

export function createPhotos(db: Kysely<Tables>): Photos {
  async function insertPhoto(
    trx: Kysely<Tables>,
    photo: Parameters<Photos["addPhoto"]>[0] & { uploadKey?: string },
    body: Uint8Array,
  ): Promise<RequestPhoto> {
    const createdAt = new Date().toISOString();
    const row = await trx
      .insertInto("request_photos")
      .values({
        request: photo.request,
        content_type: photo.contentType,
        bytes: body.byteLength,
        width: photo.width,
        height: photo.height,
        created_at: createdAt,
        body,
        message: photo.message ?? null,
        upload_key: photo.uploadKey ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { uploadKey: _, ...facts } = photo;
    return { ...facts, message: photo.message ?? null, id: Number(row.id), bytes: body.byteLength, createdAt, notifiedAt: null };
  }

  return {
    addPhoto: (photo, body) => insertPhoto(db, photo, body),
    async addPhotoWithin(limit, photo, body) {
      return db.transaction().execute(async (trx) => {
        // The request's row first (a row lock on PostgreSQL; SQLite writes one at a time anyway).
        await trx
          .updateTable("requests")
          .set({ updated_at: sql`updated_at` })
          .where("id", "=", photo.request)
          .execute();
        if (photo.uploadKey) {
          const kept = await trx
            .selectFrom("request_photos")
            .select(photoColumns)
            .where("request", "=", photo.request)
            .where("upload_key", "=", photo.uploadKey)
            .executeTakeFirst();
          if (kept) return { ...toPhoto(kept), repeat: true as const };
        }
        const row = await trx
          .selectFrom("request_photos")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("request", "=", photo.request)
          .where("message", photo.message ? "is not" : "is", null)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= limit) return null;
        return insertPhoto(trx, photo, body);
      });
    },
    async photos(requestId) {
      const rows = await db.selectFrom("request_photos").select(photoColumns).where("request", "=", requestId).orderBy("id").execute();
      return rows.map(toPhoto);
    },
    async photoWithKey(requestId, uploadKey) {
      const row = await db
        .selectFrom("request_photos")
        .select(photoColumns)
        .where("request", "=", requestId)
        .where("upload_key", "=", uploadKey)
        .executeTakeFirst();
      return row ? toPhoto(row) : null;
    },
    async photoBodies(requestId, photoIds) {
      if (photoIds.length === 0) return new Map();
      const rows = await db
        .selectFrom("request_photos")
        .select(["id", "body"])
        .where("request", "=", requestId)
        .where("id", "in", [...photoIds])
        .execute();
      return new Map(rows.map((row) => [Number(row.id), bytesOf(row.body)]));
    },
  };
}

/** SQLite's driver gives a blob as an ArrayBuffer, PostgreSQL's as a Buffer. */
function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new TypeError("A photo's bytes are not binary");
}
