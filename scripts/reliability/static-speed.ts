/**
 * Static speed: requests per second for a prerendered page from our server, from
 * nginx and from sirv (a maintained Node static server) serving the same build/client
 * folder, in the same run, with the same load generator (wrk), all on loopback.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackages } from "./ensure-packages";
import { startServerProcess } from "./server-process";

/** Decision 006's rule: the library (sirv) unless our in-memory server is more than 20 % faster. */
export const keepOwnStaticServerAbove = 1.2;

export interface StaticSpeedResult {
  path: string;
  ours: number;
  nginx: number;
  sirv: number;
  /** ours / nginx */
  ratio: number;
  /** ours / sirv: above 1.2 keeps the hand-written server (docs/decisions/006). */
  oursOverSirv: number;
}

function nginxConfig(root: string, port: number, dir: string): string {
  // Started as root, nginx's workers would switch to an unprivileged user that may not
  // be allowed into the checkout (a mktemp folder is mode 700): keep them as root.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/**
 * What a phone's browser sends when it opens a page: our server counts such a request as a page
 * view, so the measurement includes the counting; nginx and sirv ignore these headers.
 */
const browserNavigation = [
  "Accept-Encoding: gzip",
  "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent: Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Sec-Fetch-Mode: navigate",
  "Sec-Fetch-Dest: document",
];

/** Runs wrk and returns its requests per second. */
function wrk(url: string, seconds: number, connections: number): number {
  const headers = browserNavigation.flatMap((header) => ["-H", header]);
  const output = execFileSync("wrk", ["-t", "1", "-c", String(connections), "-d", `${seconds}s`, ...headers, url], {
    encoding: "utf8",
  });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!match) throw new Error(`wrk printed no rate:\n${output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`wrk saw errors:\n${output}`);
  return Number(match[1]);
}

export async function staticSpeedProof({
  seconds = 5,
  connections = 50,
  page = "/services",
  ourPort = 4314,
  nginxPort = 4315,
  sirvPort = 4316,
} = {}): Promise<StaticSpeedResult> {
  ensureDebianPackages({ nginx: "nginx-light", wrk: "wrk" });
  const root = path.resolve("build/client");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(root, nginxPort, dir));
  const nginx = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  // A server that fails to start must not leave nginx serving (and spinning) after the proof.
  const ours = await startServerProcess({ port: ourPort, dataDir: path.join(dir, "data") }).catch((error: unknown) => {
    nginx.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const sirv = spawn(process.execPath, ["--import", "tsx", "scripts/reliability/sirv-server.ts"], {
    env: { ...process.env, PORT: String(sirvPort) },
    stdio: "ignore",
  });
  try {
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await fetch(`http://127.0.0.1:${nginxPort}${page}`).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`http://127.0.0.1:${sirvPort}${page}`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (status !== 200) {
      const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8").slice(-2000) : "";
      throw new Error(`nginx did not serve ${page} (last status ${status}):\n${log}`);
    }
    // Warm both, then measure each in turn with the same generator.
    wrk(`${ours.url}${page}`, 1, connections);
    wrk(`http://127.0.0.1:${nginxPort}${page}`, 1, connections);
    wrk(`http://127.0.0.1:${sirvPort}${page}`, 1, connections);
    const oursRate = wrk(`${ours.url}${page}`, seconds, connections);
    const nginxRate = wrk(`http://127.0.0.1:${nginxPort}${page}`, seconds, connections);
    const sirvRate = wrk(`http://127.0.0.1:${sirvPort}${page}`, seconds, connections);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    return {
      path: page,
      ours: Math.round(oursRate),
      nginx: Math.round(nginxRate),
      sirv: Math.round(sirvRate),
      ratio: ratio(oursRate, nginxRate),
      oursOverSirv: ratio(oursRate, sirvRate),
    };
  } finally {
    sirv.kill("SIGTERM");
    await ours.stop();
    nginx.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
