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
 * not in the history or the exports, deleted when the job leaves On the way, when it is
 * reassigned, and when it is forgotten (requests.ts, forgetting.ts).
 */
export interface Positions {
  /**
   * Keeps this position as the job's latest, only while the job is on the way (checked in the same
   * statement, so a post racing the "Arrived" tap cannot bring a position back); false otherwise.
   */
  savePosition(request: number, member: number, position: Omit<TechnicianPosition, "at">): Promise<boolean>;
  /** The job's position, only when the member who shared it is the one assigned now. */
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
      // A post from the last assignee's phone that raced the reassignment is never shown as the new one's.
      const row = await db
        .selectFrom("technician_positions")
        .innerJoin("requests", (join) =>
          join.onRef("requests.id", "=", "technician_positions.request").onRef("requests.assigned_to", "=", "technician_positions.member"),
        )
        .select([
          "technician_positions.latitude",
          "technician_positions.longitude",
          "technician_positions.accuracy",
          "technician_positions.at",
        ])
        .where("technician_positions.request", "=", request)
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
