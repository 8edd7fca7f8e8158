import { describe, expect, it } from "vitest";
import type { RequestFacts } from "~/.server/context";
import type { HeardEvent } from "~/.server/counts/events";
import { countBeaconStep } from "./count-beacon";

const facts = (): RequestFacts => ({ https: false, clientIp: "203.0.113.40", refusal: null });
const beacon = (body: string, headers: Record<string, string> = { Origin: "http://localhost" }) =>
  new Request("http://localhost/count", {
    method: "POST",
    body,
    headers: { Host: "localhost", "Content-Type": "text/plain;charset=UTF-8", "User-Agent": "Mozilla/5.0 Chrome", ...headers },
  });

function step() {
  const heard: HeardEvent[] = [];
  return { heard, run: countBeaconStep({ siteUrl: "https://www.example.com", record: (_from, event) => heard.push(event as HeardEvent) }) };
}

describe("POST /count, the page's beacon", () => {
  it("takes a tap from the site's own page and answers 204 at once, with the visit's landing", async () => {
    const { heard, run } = step();
    const answer = await run(
      beacon(JSON.stringify({ kind: "call", page: "/roadside", ref: "www.google.ca", utm_source: "flyer" })),
      facts(),
    );
    expect(answer?.status).toBe(204);
    expect(heard).toEqual([
      expect.objectContaining({
        kind: "call",
        path: "/roadside",
        arrival: { landing: { ref: "www.google.ca", utm_source: "flyer", utm_campaign: undefined } },
        address: "203.0.113.40",
        userAgent: "Mozilla/5.0 Chrome",
      }),
    ]);
    // Without a landing, where the visit began is not known.
    await run(beacon(JSON.stringify({ kind: "text", page: "/" }), { "Sec-Fetch-Site": "same-origin" }), facts());
    expect(heard[1]?.arrival).toEqual({ landing: null });
  });

  it("refuses what does not plainly come from the site's own pages", async () => {
    const { heard, run } = step();
    const body = JSON.stringify({ kind: "call", page: "/" });
    expect((await run(beacon(body, {}), facts()))?.status).toBe(403);
    expect((await run(beacon(body, { Origin: "https://evil.example" }), facts()))?.status).toBe(403);
    expect(heard).toEqual([]);
  });

  it("refuses a body that is not a count: too large, not JSON, another kind, a private page", async () => {
    const { heard, run } = step();
    const tooLarge = JSON.stringify({ kind: "call", page: "/", ref: "x".repeat(2000) });
    expect((await run(beacon(tooLarge, { Origin: "http://localhost", "Content-Length": String(tooLarge.length) }), facts()))?.status).toBe(
      413,
    );
    for (const body of ["call", JSON.stringify({ kind: "purchase", page: "/" }), JSON.stringify({ kind: "call", page: "/owner" })]) {
      expect((await run(beacon(body), facts()))?.status, body).toBe(400);
    }
    expect((await run(beacon(JSON.stringify({ kind: "call", page: "/request/AbCdEfGhIjKlMnOpQrStUv" })), facts()))?.status).toBe(400);
    expect(heard).toEqual([]);
  });

  it("answers the owner's own browser without counting it, and leaves other addresses to the pages", async () => {
    const { heard, run } = step();
    const owner = beacon(JSON.stringify({ kind: "call", page: "/" }), { Origin: "http://localhost", Cookie: "owner-device=abc" });
    expect((await run(owner, facts()))?.status).toBe(204);
    expect(heard).toEqual([]);
    expect(await run(new Request("http://localhost/count"), facts())).toBeUndefined();
    expect(await run(new Request("http://localhost/contact", { method: "POST", body: "a=1" }), facts())).toBeUndefined();
  });
});
