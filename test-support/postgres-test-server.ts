/**
 * A throwaway PostgreSQL server for the tests: Debian's own binaries (package `postgresql`,
 * installed by `npm test` when missing), a fresh cluster in a temporary folder, on loopback,
 * gone when stopped. As root it runs as the `postgres` user, which the package creates
 * (PostgreSQL refuses to run as root).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface PostgresTestServer {
  port: number;
  /** The URL of one database on this server (`postgres`, the administrator's, by default). */
  url(database?: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

/** Where Debian keeps the server's programs: the newest installed version's bin folder. */
export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

let serial = 0;

/** Creates an empty database on the server of `adminUrl` and answers its URL. */
export async function createTestDatabase(adminUrl: string, prefix = "test"): Promise<string> {
  const name = `${prefix}_${process.pid}_${++serial}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The user the server runs as: `postgres` when we are root, ourselves otherwise. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error("Running as root, but there is no `postgres` user: install Debian's postgresql package.");
  return { uid, gid: id("-g") };
}

export async function startPostgresTestServer({ port }: { port?: number } = {}): Promise<PostgresTestServer> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): `npm test` installs it, or apt-get install postgresql.",
    );
  const user = serverUser();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(root, "data");
  if (user) fs.chownSync(root, user.uid, user.gid);
  const asServerUser = user ? { uid: user.uid, gid: user.gid } : {};

  const init = spawnSync(
    path.join(bin, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-locale", "--no-sync"],
    {
      ...asServerUser,
      encoding: "utf8",
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const listenPort = port ?? (await freePort());
  // Durability of the throwaway cluster itself does not matter (fsync off); the site's own
  // crash proofs kill the site's processes, never this server.
  const child: ChildProcess = spawn(
    path.join(bin, "postgres"),
    ["-D", dataDir, "-p", String(listenPort), "-k", root, "-h", "127.0.0.1", "-c", "fsync=off", "-c", "max_connections=300"],
    { ...asServerUser, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited during start:\n${log}`);
    const client = new pg.Client({ connectionString: url() });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port: listenPort,
    url,
    createDatabase: (prefix) => createTestDatabase(url(), prefix),
    async stop() {
      process.removeListener("exit", killOnExit);
      // SIGINT: PostgreSQL's fast shutdown (ends the sessions, no waiting for clients).
      child.kill("SIGINT");
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
