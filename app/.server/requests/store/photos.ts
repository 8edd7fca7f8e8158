import type { Client } from "@libsql/client";
import { photoColumns, toPhoto, type RequestPhoto } from "./records";

/** The photos kept with each request (their files under DATA_DIR/uploads). */
export interface Photos {
  addPhoto(photo: Omit<RequestPhoto, "id" | "createdAt" | "notifiedAt">): Promise<RequestPhoto>;
  photos(id: number): Promise<RequestPhoto[]>;
}

export function createPhotos(client: Client): Photos {
  return {
    async addPhoto(photo) {
      const createdAt = new Date().toISOString();
      const result = await client.execute({
        sql: `INSERT INTO request_photos (request, file, content_type, bytes, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        args: [photo.request, photo.file, photo.contentType, photo.bytes, photo.width, photo.height, createdAt],
      });
      return { ...photo, id: Number(result.rows[0]?.id), createdAt, notifiedAt: null };
    },
    async photos(id) {
      const result = await client.execute({ sql: `SELECT ${photoColumns} FROM request_photos WHERE request = ? ORDER BY id`, args: [id] });
      return result.rows.map(toPhoto);
    },
  };
}
