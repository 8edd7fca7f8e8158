/**
 * npm run leads: prints stored quote requests, newest first.
 *   npm run --silent leads -- --json   a JSON array
 *   npm run --silent leads -- --csv    CSV for a spreadsheet
 */
import "./load-dotenv";
import fs from "node:fs";
import { getEnv } from "~/lib/env.server";
import { leadsDatabaseFile, openLeadStore } from "~/lib/leads.server";
import { leadsAsCsv, leadsAsJson, leadsAsText } from "./leads-format";

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => arg !== "--json" && arg !== "--csv");
if (unknown.length > 0 || (args.has("--json") && args.has("--csv"))) {
  console.error("Usage: npm run leads [-- --json | -- --csv]");
  process.exit(2);
}

const env = getEnv();
if (!fs.existsSync(leadsDatabaseFile(env.DATA_DIR))) {
  if (args.has("--json")) process.stdout.write("[]\n");
  else if (args.has("--csv")) process.stdout.write(leadsAsCsv([]));
  else console.log(`No quote requests yet (no database at ${leadsDatabaseFile(env.DATA_DIR)}).`);
  process.exit(0);
}

const store = await openLeadStore(env.DATA_DIR);
const leads = await store.list();
store.close();
if (args.has("--json")) process.stdout.write(leadsAsJson(leads));
else if (args.has("--csv")) process.stdout.write(leadsAsCsv(leads));
else process.stdout.write(leadsAsText(leads, { emailConfigured: Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO) }));
