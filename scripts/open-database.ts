import { DatabaseUnreachableError, openDatabase, type DatabaseLocation, type SiteDatabase } from "../app/.server/db/database";

/**
 * The owner commands' way in: the site's database, brought up to date, or one line saying
 * where it could not be reached (and exit 1), never a stack trace.
 */
export async function openDatabaseOrExit(location: DatabaseLocation): Promise<SiteDatabase> {
  try {
    return await openDatabase(location);
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
