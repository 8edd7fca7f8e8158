/**
 * Starts the built site in a child process (the node process itself, so a
 * SIGKILL really kills the server), for the reliability proofs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { bundledCommand } from "../bundle-commands";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it has written so far (stdout and stderr): its log. */
  output(): string;
  /** SIGTERM, and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, no goodbye. */
  kill9(): Promise<void>;
}

export function ensureBuild(): void {
  if (!fs.existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("No build: run `npm run build` first.");
  }
}

export async function startServerProcess({
  port,
  dataDir,
  env = {},
  script = "scripts/start.ts",
  startSeconds = 30,
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** scripts/start.ts serves the build; scripts/dev.ts the development server (no build needed); scripts/serve-build.ts the copy in BUILD_DIR. */
  script?: "scripts/start.ts" | "scripts/dev.ts" | "scripts/serve-build.ts";
  /** How long it may take to answer /healthz (the development server compiles with Vite first). */
  startSeconds?: number;
}): Promise<ServerProcess> {
  if (script === "scripts/start.ts") ensureBuild();
  // A server already on the port would answer /healthz for this one, which cannot listen.
  await ensurePortFree(port);
  // The build's own bundle of scripts/start.ts when there is one: the same code, started without tsx.
  const bundle = bundledCommand("start");
  const entry = script === "scripts/start.ts" && fs.existsSync(bundle) ? [bundle] : ["--import", "tsx", script];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The proofs post thousands of requests from one address: no suspect flag, no flood refusal.
      REQUESTS_SUSPECT_AFTER: "0",
      REQUESTS_FLOOD_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      // A server that dies on its own takes its reason with it: say it, with its log, where the run shows it.
      if (!stopping) console.error(`The server on port ${port} exited by itself (${signal ?? `code ${code}`}). Its log:\n${output}`);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer /healthz within ${startSeconds} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    output: () => output,
    async stop() {
      stopping = true;
      child.kill("SIGTERM");
      return exited;
    },
    async kill9() {
      stopping = true;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Throws when something already listens on 127.0.0.1:`port`. */
async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE" ? new Error(`Port ${port} is taken: another server (a test's, left running?) listens on it.`) : error,
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}
