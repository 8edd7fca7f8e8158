/**
 * A sliding-window counter per key (the visitor's address). Memory stays bounded:
 * old hits are dropped as they age out, and past maxKeys the oldest key goes.
 */
export interface RateLimiter {
  /** Records a hit; false when the key has used up its allowance. */
  hit(key: string, now?: number): boolean;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      if (limit <= 0) return true;
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return allowed;
    },
  };
}
