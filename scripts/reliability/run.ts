/**
 * npm run test:reliability: the full-size proofs against the built server.
 *   load    2,000 valid posts at 50 concurrent: every one stored once, latency and rate
 *   crash   SIGKILL mid-load, restart: every acknowledged request is stored
 *   fuzz    10,000 hostile posts: no 5xx, no stored rows, server still up
 *   pair    two instances on one database and one mail server: 2,000 posts, each stored and
 *           e-mailed once; then again with one instance SIGKILLed mid-load and restarted
 *   texts   two instances, one SMS provider double: 300 requests with "Text me updates", each
 *           "received" text once; again with one instance SIGKILLed; and 20 owner changes timed to
 *           the text and to the driver's open status page (median, worst)
 *   backup  10,000 requests with 1,000 photos: npm run backup's snapshot, then a restore into an
 *           empty site; size and time of each
 *   static  a prerendered page: our server against nginx and sirv on the same files; fails unless
 *           ours is more than 1.2× sirv (decision 006)
 * load, crash, pair, texts (not its timed owner changes) and backup run twice: on the SQLite file, then on a throwaway PostgreSQL server
 * (Debian's postgresql package). Exits non-zero when a proof fails. Only loopback is targeted.
 */
import { startPostgresTestServer } from "../../test-support/postgres-test-server";
import { backupSizeProof } from "./backup-size";
import { crashProof } from "./crash";
import { fuzzProof } from "./fuzz";
import { loadProof } from "./load";
import type { ProofPostgres } from "./proof-database";
import { ensureBuild } from "./server-process";
import { keepOwnStaticServerAbove, staticSpeedProof } from "./static-speed";
import { twoProcessProof, type TwoProcessResult } from "./two-processes";
import { driverTextsProof, driverUpdateTimes } from "./driver-texts";

ensureBuild();
const failures: string[] = [];

const exactlyOnce = (result: TwoProcessResult) =>
  result.acknowledgedButMissing === 0 &&
  result.storedTwice === 0 &&
  result.acknowledgedNotEmailed === 0 &&
  result.emailedTwice === 0 &&
  result.emails === result.rowsStored;

/** The proofs that depend on the database, on one engine. */
async function databaseProofs(engine: string, postgres?: ProofPostgres) {
  const load = await loadProof({ total: 2000, concurrency: 50, postgres });
  console.log(`load (${engine})`, load);
  if (load.rowsStored !== load.sent || load.errors > 0 || load.succeeded !== load.sent) failures.push(`load (${engine}): rows or errors`);
  if (load.p99Ms > 50) console.log(`  note: p99 ${load.p99Ms} ms is above the 50 ms goal`);

  const crash = await crashProof({ postgres });
  console.log(`crash (${engine})`, crash);
  if (crash.acknowledgedButMissing > 0 || !crash.healthyAfterRestart) failures.push(`crash (${engine}): acknowledged requests lost`);

  const pair = await twoProcessProof({ total: 2000, concurrency: 50, postgres });
  console.log(`pair (${engine})`, pair);
  if (!exactlyOnce(pair) || pair.acknowledged !== 2000) failures.push(`pair (${engine}): a request lost, stored twice or e-mailed twice`);
  const pairKill = await twoProcessProof({ total: 2000, concurrency: 50, killOneAfterMs: 1500, ports: [4333, 4334], postgres });
  console.log(`pair with SIGKILL (${engine})`, pairKill);
  // A message the killed process handed to the mail server but had not recorded goes again, as the same
  // message (one Message-ID, decision 007), so here repeats are allowed and distinct messages counted.
  const onceDespiteKill =
    pairKill.acknowledgedButMissing === 0 &&
    pairKill.storedTwice === 0 &&
    pairKill.acknowledgedNotEmailed === 0 &&
    pairKill.distinctMessages === pairKill.rowsStored;
  if (!onceDespiteKill)
    failures.push(`pair with SIGKILL (${engine}): an acknowledged request lost, stored twice or e-mailed under two Message-IDs`);

  const texts = await driverTextsProof({ postgres });
  console.log(`texts (${engine})`, texts);
  if (texts.storedNotTexted > 0 || texts.textedTwice > 0 || texts.texts !== texts.rowsStored)
    failures.push(`texts (${engine}): a driver not texted, or texted twice`);
  const textsKill = await driverTextsProof({ killOneAfterMs: 500, concurrency: 5, ports: [4344, 4345], postgres });
  console.log(`texts with SIGKILL (${engine})`, textsKill);
  // A text the killed process handed to the provider but had not recorded goes again (decision 015): counted, not failed.
  if (textsKill.storedNotTexted > 0) failures.push(`texts with SIGKILL (${engine}): a driver not texted`);

  const backup = await backupSizeProof({ postgres });
  console.log(`backup and restore of 10,000 requests with 1,000 photos (${engine})`, backup);
  if (backup.restoredRequests !== backup.requests || backup.restoredPhotos !== backup.photos)
    failures.push(`backup (${engine}): the restore does not hold every request and photo`);
}

await databaseProofs("SQLite");
const postgres = await startPostgresTestServer();
try {
  await databaseProofs("PostgreSQL", postgres);
} finally {
  await postgres.stop();
}

const updates = await driverUpdateTimes({ runs: 20 });
console.log("owner's change to the driver (20 runs)", updates);
if (updates.pageWorstMs > 10_000) failures.push(`updates: the status page took ${updates.pageWorstMs} ms, over 10 s`);

const fuzz = await fuzzProof({ total: 10_000 });
console.log("fuzz", fuzz);
if (fuzz.serverErrors > 0 || fuzz.connectionErrors > 0 || fuzz.rowsStored > 0 || !fuzz.healthyAfter)
  failures.push("fuzz: 5xx, dropped connections, stored rows or server down");

const speed = await staticSpeedProof({});
console.log("static", speed);
if (speed.ratio < 0.5) console.log(`  note: ratio ${speed.ratio} is below the 0.5 goal`);
// Decision 006: the hand-written static server stays only while it is clearly faster than the library.
if (speed.oursOverSirv < keepOwnStaticServerAbove) {
  failures.push(
    `static: ours is ${speed.oursOverSirv}× sirv, not above ${keepOwnStaticServerAbove}×: serve build/client with sirv (docs/decisions/006)`,
  );
}

console.log(failures.length === 0 ? "\nAll reliability proofs passed." : `\nFailed: ${failures.join("; ")}`);
process.exit(failures.length === 0 ? 0 : 1);
