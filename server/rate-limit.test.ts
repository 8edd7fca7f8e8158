import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows `limit` hits per window, then refuses until the window slides", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 600_000 });
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.hit("1.2.3.4", start + i)).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 10)).toBe(false);
    expect(limiter.hit("5.6.7.8", start + 10)).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 600_001)).toBe(true);
  });

  it("is off at limit 0", () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(limiter.hit("a")).toBe(true);
  });

  it("forgets the oldest address past maxKeys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit("a", 1);
    limiter.hit("b", 2);
    limiter.hit("c", 3);
    expect(limiter.hit("a", 4)).toBe(true);
  });
});
