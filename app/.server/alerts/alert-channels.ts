import type { Kysely } from "kysely";
import { z } from "zod";
import type { Tables } from "../db/tables";
import { alertChannels, alertKinds, defaultAlertChannels, fixedChannels, type AlertChannelSettings } from "~/lib/alert-channels";

const settingName = "alert-channels";
const storedSchema = z.record(z.string(), z.record(z.string(), z.boolean()));

/** The owner's choice of channels, kept in the database for every process (owner_settings). */
export interface AlertChannelStore {
  get(): Promise<AlertChannelSettings>;
  set(settings: AlertChannelSettings): Promise<void>;
}

export function createAlertChannelStore(db: Kysely<Tables>): AlertChannelStore {
  return {
    async get() {
      const row = await db.selectFrom("owner_settings").select("value").where("name", "=", settingName).executeTakeFirst();
      const stored = row ? storedSchema.safeParse(JSON.parse(row.value)) : null;
      const settings = structuredClone(defaultAlertChannels);
      if (stored?.success) {
        for (const kind of alertKinds)
          for (const channel of alertChannels) {
            const value = stored.data[kind]?.[channel];
            if (typeof value === "boolean" && !fixedChannels[kind]?.includes(channel)) settings[kind][channel] = value;
          }
      }
      return settings;
    },
    async set(settings) {
      const value = JSON.stringify(settings);
      await db
        .insertInto("owner_settings")
        .values({ name: settingName, value })
        .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
        .execute();
    },
  };
}
