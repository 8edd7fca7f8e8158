import type { SiteDatabase } from "../../db/database";
import { createDeliveries, type Deliveries } from "./deliveries";
import { createForgetting, type Forgetting } from "./forgetting";
import { createPhotos, type Photos } from "./photos";
import { createPositions, type Positions } from "./positions";
import { createPruning, type Pruning } from "./pruning";
import { createRequests, type Requests } from "./requests";

export type * from "./records";
export type { SpamLimits } from "./pruning";

/**
 * Durable storage of every request the site receives, shared by every server process: the
 * requests and their history, their photos, the claims on the owner's e-mails, and the pruning
 * of spam, each a module of its own over the one database (SQLite or PostgreSQL).
 */
export interface RequestStore extends Requests, Photos, Deliveries, Pruning, Forgetting, Positions {
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
}

export function createRequestStore(database: SiteDatabase): RequestStore {
  const { db } = database;
  return {
    ...createRequests(db, database.engine),
    ...createPhotos(db),
    ...createDeliveries(db),
    ...createPruning(db),
    ...createForgetting(db),
    ...createPositions(db),
    async ping() {
      try {
        await db.selectFrom("schema_migrations").select("name").limit(1).execute();
        return true;
      } catch {
        return false;
      }
    },
  };
}
