/**
 * Several processes, one database: two server instances on different ports share one database
 * (the SQLite file under one DATA_DIR, or one PostgreSQL database) and one mail server. Posts are spread over both; every acknowledged request must be stored
 * once and e-mailed once. With `killOneAfterMs`, one instance is SIGKILLed mid-load and
 * restarted later: the survivor (or the restarted one) sends what the dead one had claimed.
 *
 * A process killed after the mail server took a message but before the database recorded it
 * cannot know it was sent: that message goes again (at least once beats at most once for a
 * truck at the roadside), with the same Message-ID, so the owner's mail program shows one.
 * The proof counts such repeats and checks each one carries the same id.
 */
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { proofDatabase } from "./proof-database";
import { postQuote } from "./quote-post";
import { startServerPair, type PairProofOptions } from "./server-pair";
import { runPool } from "./stats";

export interface TwoProcessResult {
  sent: number;
  acknowledged: number;
  /** Posts that got no success (connection refused or cut by the kill); never acknowledged. */
  failedOrCut: number;
  rowsStored: number;
  acknowledgedButMissing: number;
  /** Rows with the same name (a request stored twice). */
  storedTwice: number;
  emails: number;
  acknowledgedNotEmailed: number;
  /** Requests whose e-mail arrived more than once (counted by Message-ID). */
  emailedTwice: number;
  /** Distinct Message-IDs received: one per stored request when no message went out twice under two ids. */
  distinctMessages: number;
  secondsToDeliverAll: number;
}

const subjectName = /^Subject: (?:\[CHECK: busy address\] )?Quote request: (.+?), 519-555-0100/m;
const messageId = /^Message-ID: (<[^>]+>)/im;

export async function twoProcessProof(options: PairProofOptions = {}): Promise<TwoProcessResult> {
  const { total = 2000, concurrency = 50, ports = [4331, 4332], killOneAfterMs, postgres } = options;
  const database = await proofDatabase("two-processes", postgres);
  const smtp = await startSmtpTestServer();
  const env = {
    ...database.env,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "owner@example.com",
    NOTIFY_RETRY_SECONDS: "1",
    NOTIFY_LEASE_SECONDS: "5",
  };
  const servers = await startServerPair({ ports, dataDir: database.dataDir, env, killOneAfterMs });
  const acknowledged = new Set<string>();
  let failedOrCut = 0;
  try {
    await runPool(total, concurrency, async (index) => {
      const name = `Pair ${index}`;
      // Alternate between the instances; a driver whose post failed does not retry here.
      const server = servers.serverFor(index);
      try {
        if ((await postQuote(server.url, name)).ok) acknowledged.add(name);
        else failedOrCut++;
      } catch {
        failedOrCut++;
      }
    });
    await servers.restartKilled();

    const started = performance.now();
    return await database.withStore(async (store) => {
      const deadline = Date.now() + 90_000;
      while ((await store.listUnnotified(1)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const secondsToDeliverAll = Math.round((performance.now() - started) / 100) / 10;
      // Let any second send that would happen, happen, before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const rows = await store.list({ limit: total + 10 });
      const storedNames = rows.map((row) => row.name);
      const storedSet = new Set(storedNames);
      const emailsPerName = new Map<string, number>();
      const ids = new Map<string, number>();
      for (const mail of smtp.received) {
        const name = subjectName.exec(mail.raw)?.[1];
        if (name) emailsPerName.set(name, (emailsPerName.get(name) ?? 0) + 1);
        const id = messageId.exec(mail.raw)?.[1];
        if (id) ids.set(id, (ids.get(id) ?? 0) + 1);
      }
      return {
        sent: total,
        acknowledged: acknowledged.size,
        failedOrCut,
        rowsStored: rows.length,
        acknowledgedButMissing: [...acknowledged].filter((name) => !storedSet.has(name)).length,
        storedTwice: storedNames.length - storedSet.size,
        emails: smtp.received.length,
        acknowledgedNotEmailed: [...acknowledged].filter((name) => !emailsPerName.has(name)).length,
        emailedTwice: [...ids.values()].filter((count) => count > 1).length,
        distinctMessages: ids.size,
        secondsToDeliverAll,
      };
    });
  } finally {
    await servers.stop();
    await smtp.close();
    database.remove();
  }
}
