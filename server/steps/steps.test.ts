import { describe, expect, it } from "vitest";
import type { RequestFacts } from "~/.server/context";
import { crossSiteStep } from "./cross-site";
import { healthStep } from "./health";
import { postLimitsStep } from "./post-limits";
import { redirectTableStep } from "./redirect-table";

const facts = (): RequestFacts => ({ https: false, clientIp: "203.0.113.1", refusal: null });
const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: "POST", headers: { Host: "localhost", ...headers }, body: "a=1" });

describe("the pipeline's steps", () => {
  it("report health from the database", async () => {
    expect((await healthStep(async () => true)(new Request("http://localhost/healthz"), facts()))?.status).toBe(200);
    expect((await healthStep(async () => false)(new Request("http://localhost/healthz"), facts()))?.status).toBe(503);
    expect(await healthStep(async () => true)(new Request("http://localhost/"), facts())).toBeUndefined();
  });

  it("answer the redirect table with a 301 before any page, keeping the query", async () => {
    const answer = await redirectTableStep(new Request("http://localhost/services/mobile-tire-services?x=1"), facts());
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get("location")).toBe("/services/diesel-roadside-assistance?x=1");
    expect((await redirectTableStep(new Request("http://localhost/locations/sarnia"), facts()))?.headers.get("location")).toBe(
      "/service-areas/diesel-mechanic-sarnia",
    );
    expect(await redirectTableStep(new Request("http://localhost/services"), facts())).toBeUndefined();
  });

  it("refuse a post another site's page sent, and only that", async () => {
    const step = crossSiteStep("https://www.example.com");
    expect((await step(post("/contact", { Origin: "https://evil.example" }), facts()))?.status).toBe(403);
    expect((await step(post("/contact", { "Sec-Fetch-Site": "cross-site" }), facts()))?.status).toBe(403);
    expect((await step(post("/contact", { Origin: "null" }), facts()))?.status).toBe(403);
    expect(await step(post("/contact", { Origin: "https://www.example.com" }), facts())).toBeUndefined();
    expect(await step(post("/contact", { Origin: "http://localhost" }), facts())).toBeUndefined();
    // A client that says nothing of where it posts from (no browser) is left to the forms' own checks.
    expect(await step(post("/contact"), facts())).toBeUndefined();
  });

  it("refuse a post to a driver's status page that says nothing of where it comes from", async () => {
    const step = crossSiteStep("https://www.example.com");
    const token = "AbCdEfGhIjKlMnOpQrStUv";
    for (const path of [
      `/request/${token}`,
      `/request/${token}.data`,
      `/request/${token}/photos`,
      `/REQUEST/${token}?message`,
      `/request/${token}/message`,
      `/request/${token}/message.data`,
      `/request/${token}/estimate`,
      `/request/${token}/review.data`,
      // Its JSON twin, as the page's JavaScript and the outbox post it (the attack's 200).
      `/outbox?kind=message&token=${token}`,
      `/outbox?kind=decision&token=${token}`,
      `/Outbox?kind=review&token=${token}`,
      `/%6Futbox.data?kind=message&token=${token}`,
    ]) {
      expect((await step(post(path), facts()))?.status, path).toBe(403);
      expect(await step(post(path, { Origin: "https://www.example.com" }), facts()), path).toBeUndefined();
      expect(await step(post(path, { "Sec-Fetch-Site": "same-origin" }), facts()), path).toBeUndefined();
    }
    // A new request through the outbox is left to the form's own checks, as /roadside is.
    for (const path of ["/outbox?kind=roadside", "/outbox?kind=quote", "/roadside"]) {
      expect(await step(post(path), facts()), path).toBeUndefined();
    }
  });

  it("ask for a post's length, and mark one over its limit refused before anything reads it", async () => {
    const step = postLimitsStep({ bodyBytes: 1024, uploadBytes: 4096, webhookBytes: 2048 });
    const chunked = new Request("http://localhost/contact", { method: "POST", body: "x", headers: {} });
    expect((await step(chunked, facts()))?.status).toBe(411);
    const big = facts();
    expect(await step(post("/contact", { "Content-Length": "5000" }), big)).toBeUndefined();
    expect(big.refusal).toMatchObject({ status: 413, message: expect.stringContaining("too large") });
    for (const path of [
      "/roadside",
      "/roadside.data",
      "/request/AbCdEfGhIjKlMnOpQrStUv",
      "/request/AbCdEfGhIjKlMnOpQrStUv/photos",
      "/request/AbCdEfGhIjKlMnOpQrStUv/photos.data",
      "/request/AbCdEfGhIjKlMnOpQrStUv/message",
      "/request/AbCdEfGhIjKlMnOpQrStUv/message.data",
      // The message's JSON twin (JavaScript, the outbox) carries its photos too.
      "/outbox?kind=message&token=AbCdEfGhIjKlMnOpQrStUv",
    ]) {
      const photos = facts();
      await step(post(path, { "Content-Length": "3000" }), photos);
      expect(photos.refusal, path).toBeNull();
      await step(post(path, { "Content-Length": "5000" }), photos);
      expect(photos.refusal?.message, path).toMatch(/photos are too large/);
    }
    // The estimate's decision and the review take no photos: the ordinary limit.
    for (const path of [
      "/request/AbCdEfGhIjKlMnOpQrStUv/estimate",
      "/request/AbCdEfGhIjKlMnOpQrStUv/review.data",
      "/outbox?kind=decision&token=AbCdEfGhIjKlMnOpQrStUv",
      "/outbox?kind=roadside",
    ]) {
      const words = facts();
      await step(post(path, { "Content-Length": "3000" }), words);
      expect(words.refusal?.message, path).toMatch(/too large/);
      expect(words.refusal?.message, path).not.toMatch(/photos/);
    }
    // Stripe's webhook has a limit of its own: past a form's, short of photos'.
    const event = facts();
    await step(post("/stripe/webhook", { "Content-Length": "1500" }), event);
    expect(event.refusal).toBeNull();
    await step(post("/stripe/webhook", { "Content-Length": "3000" }), event);
    expect(event.refusal?.status).toBe(413);
  });
});
