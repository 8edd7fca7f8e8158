import { crashProof } from "../../scripts/reliability/crash";
import { fuzzProof } from "../../scripts/reliability/fuzz";
import { loadProof } from "../../scripts/reliability/load";
import { keepOwnStaticServerAbove, staticSpeedProof } from "../../scripts/reliability/static-speed";
import { twoProcessProof } from "../../scripts/reliability/two-processes";
import { createTestDatabase } from "../../test-support/postgres-test-server";
import { e2eDatabase } from "./e2e-database";
import { e2eEngine, e2ePostgresAdminUrl, testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";

// Small versions of `npm run test:reliability`, each against its own server process, on the
// pass's engine (the SQLite file, or PostgreSQL in the second pass). They assert outcomes (rows,
// status codes), never timings. The proofs that do not touch the database run in the first pass only.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const postgres =
  e2eEngine === "postgres" ? { createDatabase: (prefix?: string) => createTestDatabase(e2ePostgresAdminUrl, prefix) } : undefined;
const firstPassOnly = e2eEngine === "sqlite" ? test : test.skip;

test("load: every valid post under concurrency is stored exactly once", async () => {
  const result = await loadProof({ total: 200, concurrency: 20, port: testPort(4321), postgres });
  expect(result).toMatchObject({ sent: 200, succeeded: 200, errors: 0, rowsStored: 200 });
});

test("crash: every request acknowledged before a SIGKILL survives the restart", async () => {
  const result = await crashProof({ killAfterMs: 800, concurrency: 10, port: testPort(4322), postgres });
  expect(result.acknowledged).toBeGreaterThan(0);
  expect(result.acknowledgedButMissing).toBe(0);
  expect(result.healthyAfterRestart).toBe(true);
});

firstPassOnly("fuzz: hostile posts get no 5xx, store nothing, and the server stays up", async () => {
  const result = await fuzzProof({ total: 600, concurrency: 10, port: testPort(4323) });
  expect(result.serverErrors).toBe(0);
  expect(result.connectionErrors).toBe(0);
  expect(result.rowsStored).toBe(0);
  expect(result.spamStored).toBeGreaterThan(0);
  expect(result.healthyAfter).toBe(true);
});

test("two processes on one database and one mail server: every request stored once and e-mailed once", async () => {
  const result = await twoProcessProof({ total: 300, concurrency: 20, ports: [testPort(4327), testPort(4328)], postgres });
  test.info().annotations.push({ type: "two processes", description: JSON.stringify(result) });
  expect(result).toMatchObject({
    acknowledged: 300,
    rowsStored: 300,
    storedTwice: 0,
    acknowledgedNotEmailed: 0,
    emailedTwice: 0,
    emails: 300,
  });
});

test("two processes, one killed mid-load: every acknowledged request stored once and e-mailed, repeats only under one Message-ID", async () => {
  const result = await twoProcessProof({
    total: 300,
    concurrency: 20,
    ports: [testPort(4327), testPort(4328)],
    killOneAfterMs: 700,
    postgres,
  });
  test.info().annotations.push({ type: "two processes, one killed", description: JSON.stringify(result) });
  expect(result.acknowledged).toBeGreaterThan(0);
  expect(result).toMatchObject({ acknowledgedButMissing: 0, storedTwice: 0, acknowledgedNotEmailed: 0 });
  // A message the dead process had handed to the mail server but not recorded goes again, as the same message.
  expect(result.distinctMessages).toBe(result.rowsStored);
});

firstPassOnly(
  "static speed: our in-memory server answers a prerendered page more than 20 % faster than sirv, or decision 006 gives way to the library",
  async () => {
    const result = await staticSpeedProof({
      seconds: 1,
      connections: 10,
      ourPort: testPort(4324),
      nginxPort: testPort(4325),
      sirvPort: testPort(4326),
    });
    expect(result.nginx).toBeGreaterThan(0);
    expect(result.sirv).toBeGreaterThan(0);
    expect(result.oursOverSirv, JSON.stringify(result)).toBeGreaterThan(keepOwnStaticServerAbove);
    test.info().annotations.push({ type: "static speed", description: JSON.stringify(result) });
  },
);

test("shutdown: SIGTERM finishes the request in flight, closes the database and exits 0", async () => {
  const http = await import("node:http");
  const { startServerProcess } = await import("../../scripts/reliability/server-process");
  const database = await e2eDatabase("shutdown");
  const server = await startServerProcess({ port: testPort(4326), dataDir: database.dataDir, env: database.env });
  const exitCode = new Promise<number | null>((resolve) => server.child.once("exit", resolve));

  // A quote post whose body arrives slowly: it is in flight when SIGTERM comes.
  const body = "name=Slow+Driver&email=slow%40example.com&phone=5195550100&message=Still+typing";
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: testPort(4326),
        method: "POST",
        path: "/contact",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 700);
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const stoppedAt = Date.now();
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 100));
  const refused = await fetch(`http://127.0.0.1:${testPort(4326)}/healthz`).then(
    () => false,
    () => true,
  );

  expect(await answer).toBe(200);
  expect(await exitCode).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  expect(refused).toBe(true);
  const raw = database.raw();
  expect((await raw.execute("SELECT name FROM requests")).rows.map((row) => row.name)).toEqual(["Slow Driver"]);
  await raw.close();
  database.remove();
});
