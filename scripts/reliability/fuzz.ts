/**
 * Fuzz proof: thousands of generated hostile or malformed requests. Every post
 * carries at least one defect that must keep it out of the owner's requests, so
 * the proof can demand exactly zero stored real requests (a bot that fills the
 * honeypot is kept as spam, counted apart); no answer may be a 5xx, and the
 * server must still answer afterwards.
 */
import http from "node:http";
import { proofDatabase } from "./proof-database";
import { startServerProcess } from "./server-process";
import { runPool } from "./stats";

export interface FuzzResult {
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  connectionErrors: number;
  /** Which kinds of request ended without an answer (the server may close on a huge body). */
  connectionErrorsByKind: Record<string, number>;
  /** Requests stored as real (not spam): must be 0. */
  rowsStored: number;
  /** Honeypot posts kept as spam. */
  spamStored: number;
  healthyAfter: boolean;
}

/** A small deterministic PRNG (mulberry32), so a failing case can be replayed by seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const payloads = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE requests; --",
  '=HYPERLINK("http://evil.example")',
  "\u202e\u0000\u001b[2J\ud83d\ude9a",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "../../../../etc/passwd",
  "A".repeat(70_000),
];

function generate(random: () => number): FuzzRequest {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const fields: [string, string][] = [
    ["name", pick(["Dave", payloads[0]!, "Ren\u00e9", "x".repeat(121)])],
    ["email", pick(["dave@example.com", "not-an-email", "", "a@b", "x".repeat(300) + "@example.com"])],
    ["phone", pick(["519-555-0100", "12", "phone", "+1".repeat(30)])],
    ["message", pick(["Flat tire", ...payloads])],
  ];
  // The defect that keeps this post out of the database, whatever else it carries.
  const defect = pick([
    "missing",
    "bad-email",
    "short-phone",
    "too-long",
    "repeated",
    "honeypot",
    "content-type",
    "encoding",
    "huge-body",
    "no-body",
  ]);
  if (defect === "missing") fields.splice(Math.floor(random() * fields.length), 1);
  if (defect === "bad-email") fields[1] = ["email", "dave(at)example.com"];
  if (defect === "short-phone") fields[2] = ["phone", "555-12"];
  if (defect === "too-long") fields[0] = ["name", "N".repeat(121 + Math.floor(random() * 5000))];
  if (defect === "repeated") fields.push(["name", "Second name"]);
  if (defect === "honeypot") fields.push(["company_website", "https://spam.example"]);
  if (random() < 0.3) fields.push([pick(["extra", "__proto__", "constructor", "name[]", ""]), pick(payloads)]);

  const path = pick(["/contact", "/contact.data", "/contact?index", "/contact.data?_routes=routes%2Fcontact", "/", "/services", "/blog/x"]);
  const headers: Record<string, string> = {};
  let body: Buffer | undefined;
  const encodeForm = () => Buffer.from(fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"));
  if (defect === "content-type") {
    const variant = pick(["json", "text", "none", "multipart-no-boundary", "garbage"]);
    const json = Buffer.from(JSON.stringify(Object.fromEntries(fields)));
    if (variant === "json") [headers["content-type"], body] = ["application/json", json];
    if (variant === "text") [headers["content-type"], body] = ["text/plain", encodeForm()];
    if (variant === "none") body = encodeForm();
    if (variant === "multipart-no-boundary") [headers["content-type"], body] = ["multipart/form-data", encodeForm()];
    if (variant === "garbage") [headers["content-type"], body] = [";;==x/y; boundary=; charset=ebcdic", encodeForm()];
  } else if (defect === "encoding") {
    headers["content-type"] = "application/x-www-form-urlencoded; charset=utf-8";
    body = Buffer.concat([
      encodeForm(),
      Buffer.from(pick(["&name=%E0%A4%A", "&name=%ZZ", "&email=%", "&message=%C0%AF"])),
      Buffer.from([0xff, 0xfe, 0x00]),
    ]);
    // A broken name that still decodes to a valid-looking one must not pass: drop the email.
    body = Buffer.from(body.toString("latin1").replace(/email=[^&]*/, "email=broken"), "latin1");
  } else if (defect === "huge-body") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = Buffer.concat([encodeForm(), Buffer.from(`&message=${"M".repeat(40_000 + Math.floor(random() * 200_000))}`)]);
  } else if (defect === "no-body") {
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (random() < 0.5) {
    const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    body = Buffer.from(
      fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("") +
        `--${boundary}--\r\n`,
    );
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = encodeForm();
  }
  if (random() < 0.05)
    return {
      kind: "odd-url",
      method: pick(["GET", "PUT", "OPTIONS", "PATCH"]),
      path: pick(["/%2e%2e/%2e%2e/etc/passwd", "/contact%00", `/${"a".repeat(5000)}`, "/\\..\\server", "//evil.example/", "/%E0%A4%A"]),
      headers: {},
    };
  return { kind: defect, method: "POST", path, headers, body };
}

function send(base: URL, request: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, origin: base.origin },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(request.body);
  });
}

export async function fuzzProof({ total = 10_000, concurrency = 20, seed = 20261122, port = 4313 } = {}): Promise<FuzzResult> {
  const database = await proofDatabase("fuzz");
  const server = await startServerProcess({ port, dataDir: database.dataDir });
  const random = prng(seed);
  const requests = Array.from({ length: total }, () => generate(random));
  const byStatus: Record<string, number> = {};
  let connectionErrors = 0;
  const connectionErrorsByKind: Record<string, number> = {};
  try {
    const base = new URL(server.url);
    await runPool(total, concurrency, async (index) => {
      try {
        const status = await send(base, requests[index]!);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      } catch {
        // Every request must get an answer; a dropped connection is counted against the server.
        connectionErrors++;
        const kind = requests[index]!.kind;
        connectionErrorsByKind[kind] = (connectionErrorsByKind[kind] ?? 0) + 1;
      }
    });
    const healthyAfter = await fetch(`${server.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    await server.stop();
    const { rowsStored, spamStored } = await database.withStore(async (store) => ({
      rowsStored: await store.count({ spam: "exclude" }),
      spamStored: await store.count({ spam: "only" }),
    }));
    const serverErrors = Object.entries(byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    return { sent: total, byStatus, serverErrors, connectionErrors, connectionErrorsByKind, rowsStored, spamStored, healthyAfter };
  } finally {
    if (server.child.exitCode === null) await server.kill9();
    database.remove();
  }
}
