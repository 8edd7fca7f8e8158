import type { Migration } from "../migrate";
import { migration as postgresBaseline } from "./000-postgres-baseline";
import { migration as quoteRequests } from "./001-quote-requests";
import { migration as requests } from "./002-requests";
import { migration as requestPhotos } from "./003-request-photos";
import { migration as photoNotifications } from "./004-photo-notifications";
import { migration as requestSender } from "./005-request-sender";
import { migration as owners } from "./006-owners";
import { migration as ownerSignInLinks } from "./007-owner-sign-in-links";
import { migration as photosInDatabase } from "./008-photos-in-database";
import { migration as scheduledRuns } from "./009-scheduled-runs";
import { migration as acknowledged } from "./010-acknowledged";
import { migration as phoneAlerts } from "./011-phone-alerts";
import { migration as driverTexts } from "./012-driver-texts";
import { migration as estimates } from "./013-estimates";
import { migration as reviews } from "./014-reviews";
import { migration as counts } from "./015-counts";
import { migration as countAddresses } from "./016-count-addresses";
import { migration as requestSources } from "./017-request-sources";
import { migration as noAddresses } from "./018-no-addresses";
import { migration as signInLinkRequesters } from "./019-sign-in-link-requesters";
import { migration as postKeys } from "./020-post-keys";
import { migration as invoices } from "./021-invoices";
import { migration as team } from "./022-team";

/**
 * Every migration of the site's database, in the order of their file names: one file a
 * migration, named as the migration is recorded (`NNN-what-it-does`). A new one takes the next
 * number and is written once for both engines, with Kysely's schema builder in its `up` (`sql`
 * only where the engines truly differ); schema.test.ts compares both engines with tables.ts.
 * (migrations.test.ts checks that this list is the folder's files, in order.)
 */
export const siteMigrations: readonly Migration[] = [
  postgresBaseline,
  quoteRequests,
  requests,
  requestPhotos,
  photoNotifications,
  requestSender,
  owners,
  ownerSignInLinks,
  photosInDatabase,
  scheduledRuns,
  acknowledged,
  phoneAlerts,
  driverTexts,
  estimates,
  reviews,
  counts,
  countAddresses,
  requestSources,
  noAddresses,
  signInLinkRequesters,
  postKeys,
  invoices,
  team,
];

/**
 * The names the first migrations were recorded under before they lived in this folder (then
 * ordered by the module that held them, not by name). A database made before is brought to the
 * folder's names once, at start, before anything is applied (app/.server/db/migrate.ts).
 */
export const formerNames: Readonly<Record<string, string>> = {
  "owners-001": "006-owners",
  "owners-002-sign-in-links": "007-owner-sign-in-links",
  "006-photos-in-database": "008-photos-in-database",
  "007-scheduled-runs": "009-scheduled-runs",
  "008-acknowledged": "010-acknowledged",
  "009-phone-alerts": "011-phone-alerts",
  "010-driver-texts": "012-driver-texts",
  "011-estimates": "013-estimates",
  "012-reviews": "014-reviews",
  "013-counts": "015-counts",
  "017-count-addresses": "016-count-addresses",
  "014-request-sources": "017-request-sources",
  "015-no-addresses": "018-no-addresses",
  "016-sign-in-link-requesters": "019-sign-in-link-requesters",
};
