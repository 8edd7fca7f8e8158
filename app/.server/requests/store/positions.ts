import type { Kysely } from "kysely";
import type { Tables } from "../../db/tables";

/** A technician's position on the way to a job, as the driver's page reads it. */
interface TechnicianPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  /** Epoch ms the server took it. */
  at: number;
}

/**
 * The technician's latest position per job: one row per request, overwritten by each post (one
 * small write), kept only while the job is on the way. A courtesy to the driver, never a record:
 * not in the history or the exports, deleted when the job is arrived, completed, closed or
 * forgotten (requests.ts, forgetting.ts).
 */
export interface Positions {
  /**
   * Keeps this position as the job's latest, only while the job is on the way (checked in the same
   * statement, so a post racing the "Arrived" tap cannot bring a position back); false otherwise.
   */
  savePosition(request: number, member: number, position: Omit<TechnicianPosition, "at">): Promise<boolean>;
  position(request: number): Promise<TechnicianPosition | null>;
}

export function createPositions(db: Kysely<Tables>): Positions {
  return {
    async savePosition(request, member, { latitude, longitude, accuracy }) {
      const at = Date.now();
      const saved = await db
        .insertInto("technician_positions")
        .columns(["request", "member", "latitude", "longitude", "accuracy", "at"])
        .expression((eb) =>
          eb
            .selectFrom("requests")
            .select([
              "id",
              eb.val(member).as("member"),
              eb.val(latitude).as("latitude"),
              eb.val(longitude).as("longitude"),
              eb.val(accuracy).as("accuracy"),
              eb.val(at).as("at"),
            ])
            .where("id", "=", request)
            .where("status", "=", "on-the-way"),
        )
        .onConflict((conflict) =>
          conflict.column("request").doUpdateSet((eb) => ({
            member: eb.ref("excluded.member"),
            latitude: eb.ref("excluded.latitude"),
            longitude: eb.ref("excluded.longitude"),
            accuracy: eb.ref("excluded.accuracy"),
            at: eb.ref("excluded.at"),
          })),
        )
        .executeTakeFirst();
      return Number(saved.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async position(request) {
      const row = await db
        .selectFrom("technician_positions")
        .select(["latitude", "longitude", "accuracy", "at"])
        .where("request", "=", request)
        .executeTakeFirst();
      return row
        ? {
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            accuracy: row.accuracy === null ? null : Number(row.accuracy),
            at: Number(row.at),
          }
        : null;
    },
  };
}
