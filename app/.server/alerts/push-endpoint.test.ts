import { describe, expect, it } from "vitest";
import { isPrivateAddress, pushEndpointProblem } from "./push-endpoint";

describe("a push subscription's endpoint", () => {
  it("takes a push service's https address", async () => {
    expect(await pushEndpointProblem("https://93.184.216.34/wpush/v2/abc")).toBeNull();
  });

  it("refuses what the server must never post to: not https, credentials, this machine, private networks", async () => {
    for (const [endpoint, problem] of [
      ["http://fcm.googleapis.com/fcm/send/abc", /https/],
      ["ftp://example.com/x", /https/],
      ["not a url", /not an address/],
      ["https://user:pw@fcm.googleapis.com/x", /user or password/],
      ["https://localhost/push", /this machine/],
      ["https://127.0.0.1:8443/push", /private network/],
      ["https://[::1]/push", /private network/],
      ["https://10.0.0.5/push", /private network/],
      ["https://192.168.1.20/push", /private network/],
      ["https://169.254.169.254/latest/meta-data", /private network/],
      ["https://[::ffff:127.0.0.1]/push", /not a plain|private network/],
      ["https://no-such-host.invalid/push", /cannot be found/],
      // From an outside attack: IPv6 forms that lead back to private IPv4, rewritten URLs, other ports.
      ["https://[64:ff9b::a9fe:a9fe]/x", /private network/],
      ["https://[2002:7f00:1::]/x", /private network/],
      ["https://[::127.0.0.1]/x", /not a plain|private network/],
      ["https://[fec0::1]/x", /private network/],
      ["https://[2001:db8::1]/x", /private network/],
      ["https://192.0.2.1/x", /private network/],
      ["https://198.18.0.1/x", /private network/],
      ["https:8.8.8.8/noslash", /not a plain/],
      ["  https://8.8.8.8/trim  ", /not a plain/],
      ["https://8.8.8.8/x\r\nX-Injected: 1", /not a plain/],
      ["https://1.1.1.1:22/x", /port/],
    ] as const) {
      expect(await pushEndpointProblem(endpoint), endpoint).toMatch(problem);
    }
  });

  it("lets the loopback test double through only when told (PUSH_ALLOW_LOCAL_ENDPOINTS)", async () => {
    expect(await pushEndpointProblem("https://127.0.0.1:8443/push", { allowLocal: true })).toBeNull();
    expect(await pushEndpointProblem("http://127.0.0.1:8443/push", { allowLocal: true })).toMatch(/https/);
  });

  it("knows the private ranges, and the public addresses around them", () => {
    for (const address of ["100.64.0.1", "172.16.0.1", "172.31.255.255", "fd00::1", "fe80::1", "0.0.0.0", "224.0.0.1"])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["100.128.0.1", "172.32.0.1", "8.8.8.8", "2607:f8b0::1", "2a00:1450::1"])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
