import { sql } from "kysely";
import type { SiteDatabase } from "~/.server/db/database";

/**
 * A request (and a photo) as an older release of the site wrote them: only the columns every
 * schema since 002 has, so a test can fill a database migrated part way, before the store's
 * current columns exist.
 */
export async function insertOlderRequest(
  database: SiteDatabase,
  { requestId, name }: { requestId: string; name: string },
): Promise<number> {
  const now = new Date().toISOString();
  await sql`INSERT INTO requests (request_id, kind, name, email, phone, message, status_token, created_at, updated_at)
    VALUES (${requestId}, 'roadside', ${name}, '', '519-555-0100', '', ${`token-${requestId}`.slice(0, 40)}, ${now}, ${now})`.execute(
    database.db,
  );
  const row = await sql<{ id: number }>`SELECT id FROM requests WHERE request_id = ${requestId}`.execute(database.db);
  return Number(row.rows[0]!.id);
}

/** A photo row as releases from 006 (photos in the database) to 009 wrote it. */
export async function insertOlderPhoto(database: SiteDatabase, request: number, body: Buffer): Promise<void> {
  await sql`INSERT INTO request_photos (request, content_type, bytes, width, height, created_at, body)
    VALUES (${request}, 'image/jpeg', ${body.byteLength}, 2, 2, ${new Date().toISOString()}, ${body})`.execute(database.db);
}
