import path from "node:path";
import type { Client } from "@libsql/client";
import { migrate, openDatabase, type DatabaseLocation } from "../../db/database";
import { requestMigrations } from "../schema";
import { createDeliveries, type Deliveries } from "./deliveries";
import { createPhotos, type Photos } from "./photos";
import { createPruning, type Pruning } from "./pruning";
import { createRequests, type Requests } from "./requests";

export type * from "./records";
export type { SpamLimits } from "./pruning";

/**
 * Durable storage of every request the site receives, shared by every server process: the
 * requests and their history, their photos, the claims on the owner's e-mails, and the pruning
 * of spam, each a module of its own over one database.
 */
export interface RequestStore extends Requests, Photos, Deliveries, Pruning {
  /** The database itself, for modules that keep their own tables beside the requests. */
  readonly client: Client;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): void;
}

/** Opens (and on first use creates or upgrades) the request database. */
export async function openRequestStore(location: DatabaseLocation): Promise<RequestStore> {
  const client = await openDatabase(location);
  await migrate(client, requestMigrations);
  return createRequestStore(client, path.join(location.DATA_DIR, "uploads"));
}

/** The store over an open database; `uploadsDir` is where its photos' files are (none: files are left alone). */
function createRequestStore(client: Client, uploadsDir: string | null = null): RequestStore {
  return {
    client,
    ...createRequests(client),
    ...createPhotos(client),
    ...createDeliveries(client),
    ...createPruning(client, uploadsDir),
    async ping() {
      try {
        await client.execute("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.close();
    },
  };
}
