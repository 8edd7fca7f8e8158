import { createECDH, randomBytes } from "node:crypto";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { sendTestAlerts, type AlertFacts } from "./alert-checks";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A listener on this machine that counts who connects and hangs up on them: no push service answers here. */
async function loopbackListener() {
  const server = net.createServer((socket) => {
    listener.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const listener = { connections: 0, port: (server.address() as net.AddressInfo).port };
  return listener;
}

/** A browser's subscription keys (a real P-256 point and auth secret), at `endpoint`. */
function deviceAt(endpoint: string, device = "Old tablet, Chrome"): AlertFacts["devices"][number] {
  const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  return { device, endpoint, keys, createdAt: "2026-11-27T08:00:00.000Z", lastAlertedAt: null };
}

describe("the go-live check's test alert", () => {
  it("is never posted to this machine or a private network, as the server refuses at send time; PUSH_ALLOW_LOCAL_ENDPOINTS lets it through", async () => {
    const listener = await loopbackListener();
    const facts: AlertFacts = {
      devices: [deviceAt(`https://127.0.0.1:${listener.port}/push/x`)],
      storedKeys: webpush.generateVAPIDKeys(),
    };
    const refused = await sendTestAlerts(facts, { subject: "mailto:service@somobilediesel.ca" });
    expect(refused).toMatchObject({ ok: false, severity: "blocker", label: "Test alert" });
    expect(refused.detail).toMatch(/^Old tablet, Chrome: not delivered \(not sent: The endpoint points into a private network\.\)/);
    expect(listener.connections).toBe(0);

    // With the tests' setting the post goes out (and fails here: nothing answers like a push service).
    const tried = await sendTestAlerts(facts, { subject: "mailto:service@somobilediesel.ca", allowLocal: true });
    expect(tried).toMatchObject({ ok: false, severity: "blocker" });
    expect(tried.detail).not.toMatch(/private network/);
    expect(listener.connections).toBe(1);
  });
});
