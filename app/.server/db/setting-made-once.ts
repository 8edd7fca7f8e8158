import type { Kysely } from "kysely";
import type { Tables } from "./tables";

/**
 * A setting the site makes itself the first time it is needed (a secret, a key pair) and keeps in
 * the database: of two processes starting together, the first insert wins and both read it back.
 */
export async function settingMadeOnce(db: Kysely<Tables>, name: string, make: () => string): Promise<string> {
  await db
    .insertInto("owner_settings")
    .values({ name, value: make() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("owner_settings").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
