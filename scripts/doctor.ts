/**
 * npm run doctor: the go-live check. One line per check, ✓ or ✗ with what to do; exits 1
 * when a launch blocker fails. Run it before launch and after any change.
 *   npm run doctor -- --send-test   also sends a real message through SMTP_URL to LEADS_NOTIFY_TO
 */
import "./load-dotenv";
import { ownerClaims } from "~/config/owner-claims";
import { invoicing, siteConfig } from "~/config/site";
import { reviewsAreSamples } from "~/content/reviews";
import { parseEnv } from "~/config/env.server";
import { contentHash, readBuildInfo } from "./build-info";
import { runDoctor } from "./doctor/run-doctor";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--send-test");
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(" ")}. Usage: npm run doctor [-- --send-test]`);
  process.exit(2);
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  // A bad variable stops every other check that reads the environment: say which, and stop.
  console.log(
    `✗ Environment: ${error instanceof Error ? error.message.replace(/\n\s*/g, " ") : String(error)} Fix it in .env. [launch blocker]`,
  );
  process.exit(1);
}

console.log(`Go-live check for ${siteConfig.name}\n`);
const report = await runDoctor({
  businessName: siteConfig.name,
  phone: siteConfig.phone,
  email: siteConfig.email,
  invoicing: invoicing,
  reviewsAreSamples,
  ownerClaims,
  env,
  build: { info: readBuildInfo(), currentContentHash: contentHash() },
  sendTest: args.includes("--send-test"),
  now: new Date(),
});
for (const line of report.lines) console.log(line);
process.exitCode = report.exitCode;
