import { afterEach, describe, expect, it, vi } from "vitest";
import { engines, openTestDatabase } from "../../../tests/test-database";
import { createRequestStore } from "../requests/store";
import { createShownReviews } from "./shown-reviews";
import { createReviewStore, type ReviewInput } from "./store";

async function site(engine: (typeof engines)[number]) {
  const database = await openTestDatabase(engine);
  const requests = createRequestStore(database);
  const request = async (n: number) =>
    (
      await requests.save({
        requestId: String(n).repeat(32).slice(0, 32),
        kind: "roadside",
        name: "Dave Miller",
        email: "",
        phone: "519-555-0190",
        message: "",
      })
    ).request;
  return { requests, reviews: createReviewStore(database.db), request };
}

const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  rating: 5,
  body: "Fixed a split air line behind the glad hands at 2 AM.",
  nameStyle: "initial",
  shownName: "Dave M.",
  company: null,
  area: "Windsor",
  service: "Brake Repairs",
  ...overrides,
});

describe.each(engines)("reviews on %s", (engine) => {
  it("keeps one review per request however often it is sent at once, and lets its author change it for seven days", async () => {
    const { reviews, request, requests } = await site(engine);
    const job = await request(1);
    const outcomes = await Promise.all([reviews.submit(job.id, review()), reviews.submit(job.id, review())]);
    expect(outcomes.map((each) => each.outcome).sort()).toEqual(["created", "unchanged"]);
    expect(await reviews.list()).toHaveLength(1);

    const published = await reviews.decide(outcomes[0]!.review.id, "published", "owner@example.com");
    expect(published).toMatchObject({ state: "published", decidedBy: "owner@example.com" });
    // A change is other words than those published: it waits for the owner again.
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    const edited = await reviews.submit(job.id, review({ rating: 3, body: "Fixed it, but the wait was long." }), sixDays);
    expect(edited).toMatchObject({ outcome: "edited", review: { rating: 3, state: "new" } });
    expect(await reviews.published()).toEqual([]);
    const eightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await reviews.submit(job.id, review({ rating: 1 }), eightDays)).toMatchObject({ outcome: "locked", review: { rating: 3 } });

    const history = await requests.history(job.id);
    expect(history.map((event) => event.type)).toEqual(["review", "review-published", "review-edited"]);
    expect(history[1]).toMatchObject({ actor: "owner@example.com", detail: '5 of 5, signed "Dave M."' });
    expect(history[2]!.detail).toBe("3 of 5 (was published: waits for the owner again)");
  });

  it("never lets a review sent again by its key (the outbox, a lost answer) undo a later change", async () => {
    const { reviews, request, requests } = await site(engine);
    const job = await request(1);
    const key = "e".repeat(32);
    expect(await reviews.submit(job.id, review(), undefined, key)).toMatchObject({ outcome: "created" });
    await reviews.submit(job.id, review({ rating: 4 }), undefined, "f".repeat(32));
    expect(await reviews.submit(job.id, review(), undefined, key)).toMatchObject({ outcome: "unchanged", review: { rating: 4 } });
    expect((await requests.history(job.id)).map((event) => event.type)).toEqual(["review", "review-edited"]);
  });

  it("lists waiting reviews first, publishes newest first, and keeps the owner's reply beside the customer's words", async () => {
    const { reviews, request } = await site(engine);
    const [a, b, c] = [await request(1), await request(2), await request(3)];
    const first = await reviews.submit(a.id, review({ shownName: "First" }), new Date("2026-11-01T12:00:00Z"));
    const second = await reviews.submit(b.id, review({ shownName: "Second" }), new Date("2026-11-02T12:00:00Z"));
    const third = await reviews.submit(c.id, review({ shownName: "Third" }), new Date("2026-11-03T12:00:00Z"));
    await reviews.decide(first.review.id, "published", "owner@example.com");
    await reviews.decide(third.review.id, "published", "owner@example.com");
    expect((await reviews.list()).map((each) => each.shownName)).toEqual(["Second", "Third", "First"]);
    expect(await reviews.countWaiting()).toBe(1);
    expect((await reviews.published()).map((each) => each.shownName)).toEqual(["Third", "First"]);

    const replied = await reviews.reply(third.review.id, "Thanks, Dave. Drive safe.", "owner@example.com");
    expect(replied).toMatchObject({ reply: "Thanks, Dave. Drive safe.", body: third.review.body, repliedBy: "owner@example.com" });
    await reviews.decide(third.review.id, "hidden", "owner2@example.com");
    expect((await reviews.published()).map((each) => each.shownName)).toEqual(["First"]);
    expect(await reviews.decide(9999, "published", "owner@example.com")).toBeNull();
    expect(second.review.state).toBe("new");
  });
});

describe("what /reviews reads", () => {
  it("reads the database once while its copy is fresh, and again at once after a decision clears it", async () => {
    let reads = 0;
    const shown = createShownReviews(
      {
        published: async () => {
          reads++;
          return [];
        },
      },
      { ttlMs: 60_000 },
    );
    await shown.published();
    await shown.published();
    expect(reads).toBe(1);
    shown.clear();
    await shown.published();
    expect(reads).toBe(2);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps its copy for 30 s, so a publish on another process shows here within that", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T03:00:00Z"));
    // Another process's publish changes what the database holds, not this process's copy.
    let inDatabase = ["first"];
    const shown = createShownReviews({ published: async () => inDatabase.map((body) => ({ body }) as never) });
    expect(await shown.published()).toHaveLength(1);
    inDatabase = ["first", "published elsewhere"];
    vi.setSystemTime(new Date("2026-11-29T03:00:29.999Z"));
    expect(await shown.published()).toHaveLength(1);
    vi.setSystemTime(new Date("2026-11-29T03:00:30Z"));
    expect(await shown.published()).toHaveLength(2);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const shown = createShownReviews({
      published: async () => {
        if (fail) throw new Error("database away");
        return [];
      },
    });
    await expect(shown.published()).rejects.toThrow("database away");
    fail = false;
    await expect(shown.published()).resolves.toEqual([]);
  });
});
