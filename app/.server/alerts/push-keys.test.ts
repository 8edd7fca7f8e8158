import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pushKeysProblem } from "./push-keys";

const phoneKeys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};

describe("a push subscription's keys", () => {
  it("takes the keys a browser makes: a P-256 point and a 16-byte secret", () => {
    expect(pushKeysProblem(phoneKeys())).toBeNull();
  });

  it("refuses a p256dh of the right length that is not a point on the curve", () => {
    const keys = phoneKeys();
    const bytes = Buffer.from(keys.p256dh, "base64url");
    bytes[64]! ^= 1;
    expect(pushKeysProblem({ ...keys, p256dh: bytes.toString("base64url") })).toMatch(/not a point on P-256/);
    const zeros = Buffer.alloc(65);
    zeros[0] = 4;
    expect(pushKeysProblem({ ...keys, p256dh: zeros.toString("base64url") })).toMatch(/not a point/);
  });

  it("refuses a compressed or short key and an auth secret that is not 16 bytes", () => {
    const keys = phoneKeys();
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    expect(pushKeysProblem({ ...keys, p256dh: ecdh.getPublicKey(undefined, "compressed").toString("base64url") })).toMatch(/uncompressed/);
    expect(pushKeysProblem({ ...keys, auth: randomBytes(15).toString("base64url") })).toMatch(/16 bytes/);
    expect(pushKeysProblem({ ...keys, auth: randomBytes(24).toString("base64url") })).toMatch(/16 bytes/);
  });
});
