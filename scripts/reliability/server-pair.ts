/**
 * Two server instances on one database, for the proofs of several processes (e-mails, texts):
 * the posts take turns between them; with `killOneAfterMs` the first is SIGKILLed mid-load and,
 * once the load is over, started again on its port.
 */
import type { ProofPostgres } from "./proof-database";
import { startServerProcess, type ServerProcess } from "./server-process";

/** What a proof on a pair is given: its posts, how many at once, the pair's ports, the kill, PostgreSQL (else SQLite). */
export interface PairProofOptions {
  total?: number;
  concurrency?: number;
  ports?: [number, number];
  killOneAfterMs?: number;
  postgres?: ProofPostgres;
}

export interface ServerPair {
  /** The instance the `index`-th post goes to. */
  serverFor(index: number): ServerProcess;
  /** After the load: starts the killed instance again (nothing when none was killed). */
  restartKilled(): Promise<void>;
  /** Stops every instance still running. */
  stop(): Promise<void>;
}

export async function startServerPair({
  ports,
  dataDir,
  env,
  killOneAfterMs,
}: {
  ports: [number, number];
  dataDir: string;
  env: Record<string, string>;
  killOneAfterMs?: number;
}): Promise<ServerPair> {
  const start = (port: number) => startServerProcess({ port, dataDir, env });
  const servers: ServerProcess[] = [await start(ports[0]), await start(ports[1])];
  let killTimer: NodeJS.Timeout | undefined;
  const killed =
    killOneAfterMs === undefined
      ? Promise.resolve(false)
      : new Promise<boolean>((resolve) => {
          killTimer = setTimeout(() => void servers[0]!.kill9().then(() => resolve(true)), killOneAfterMs);
        });
  return {
    serverFor: (index) => servers[index % 2]!,
    async restartKilled() {
      if (await killed) servers[0] = await start(ports[0]);
    },
    async stop() {
      clearTimeout(killTimer);
      for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    },
  };
}
