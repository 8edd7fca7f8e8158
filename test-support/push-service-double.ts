/**
 * A Web Push service on loopback, speaking the real protocol (RFC 8030, 8291, 8292): HTTPS with a
 * self-signed certificate (the site under test trusts it through NODE_EXTRA_CA_CERTS), the VAPID
 * JWT verified (ES256 against the key in the header, `aud` the endpoint's origin, `exp` within
 * 24 h, `sub` as configured), and the `aes128gcm` payload decrypted with the subscription's
 * private key and auth secret (`http_ece`). Tests read what each device received.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error http_ece ships no types; its decrypt(buffer, params) is all this uses.
import ece from "http_ece";

export interface ReceivedPush {
  device: string;
  at: number;
  claims: { aud: string; exp: number; sub: string };
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown>;
}

export interface PushDouble {
  origin: string;
  /** The certificate to trust: give it to the site as NODE_EXTRA_CA_CERTS. */
  certificateFile: string;
  /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(device: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answers this status to every push to the device from now on (410: the device unsubscribed). */
  answerWith(device: string, status: number): void;
  received: ReceivedPush[];
  /** Every device posted to, once a post, whatever it was answered. */
  attempted: string[];
  /** Pushes refused, with why (a bad JWT, a payload that does not decrypt). */
  refused: { device: string; reason: string }[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** A P-256 public key (uncompressed point, base64url) as a KeyObject. */
function publicKeyOf(point: string) {
  const raw = Buffer.from(point, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("the VAPID key is not an uncompressed P-256 point");
  return createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, format: "jwk" });
}

function verifyVapid(authorization: string | undefined, origin: string, subject: string): { claims: ReceivedPush["claims"] } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`no VAPID authorization header: ${authorization ?? "(none)"}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, body, signature] = token.split(".");
  if (!header || !body || !signature) throw new Error("the JWT is not three parts");
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string; typ?: string };
  if (head.alg !== "ES256") throw new Error(`JWT alg ${head.alg}, not ES256`);
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${body}`),
    { key: publicKeyOf(key), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the JWT signature does not verify against the key sent");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} not within 24 h`);
  if (claims.sub !== subject) throw new Error(`JWT sub ${claims.sub}, not ${subject}`);
  return { claims };
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function selfSignedCertificate(dir: string) {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      "/CN=push-double.test",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key, cert };
}

export async function startPushDouble({ subject }: { subject: string }): Promise<PushDouble> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-double-"));
  const files = selfSignedCertificate(dir);
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const attempted: string[] = [];
  const refused: PushDouble["refused"] = [];
  let origin = "";

  const server = https.createServer({ key: fs.readFileSync(files.key), cert: fs.readFileSync(files.cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const known = devices.get(device);
      if (request.method === "POST") attempted.push(device);
      if (request.method !== "POST" || !known) {
        response.writeHead(404).end();
        return;
      }
      if (known.status !== 201) {
        response.writeHead(known.status).end("told to refuse");
        return;
      }
      try {
        const { claims } = verifyVapid(request.headers.authorization, origin, subject);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${request.headers["content-encoding"]}`);
        if (!request.headers.ttl) throw new Error("no TTL header");
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: known.ecdh,
          authSecret: b64url(known.auth),
        }) as Buffer;
        received.push({ device, at: Date.now(), claims, headers: request.headers, payload: JSON.parse(plain.toString("utf8")) });
        response.writeHead(201, { Location: `${origin}/message/${randomBytes(6).toString("hex")}` }).end();
      } catch (error) {
        refused.push({ device, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certificateFile: files.cert,
    subscribe(device) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}/push/${device}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answerWith(device, status) {
      const known = devices.get(device);
      if (known) known.status = status;
    },
    received,
    attempted,
    refused,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
