import type { Kysely, Selectable } from "kysely";
import { reviewEditDays, type NameStyle, type ReviewRating, type ReviewState } from "~/lib/review";
import type { RequestKind } from "~/lib/request-status";
import { findPostKey, takePostKey } from "../db/post-keys";
import type { ReviewsTable, Tables } from "../db/tables";

/** A customer's review of one completed request, and what the owner decided about it. */
export interface Review {
  id: number;
  request: number;
  rating: ReviewRating;
  body: string;
  nameStyle: NameStyle;
  shownName: string;
  company: string | null;
  area: string | null;
  service: string | null;
  state: ReviewState;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reply: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
}

/** What the customer sends (and may send again, changed, for seven days). */
export type ReviewInput = Pick<Review, "rating" | "body" | "nameStyle" | "shownName" | "company" | "area" | "service">;

/** A review as the owner's list shows it: with the request it is about. */
type ListedReview = Review & { requestKind: RequestKind };

type SubmitOutcome =
  | { outcome: "created" | "edited" | "unchanged"; review: Review }
  /** Past the days it could be changed: the stored one stays. */
  | { outcome: "locked"; review: Review };

export interface ReviewStore {
  /** The review of this request, if one was sent. */
  forRequest(request: number): Promise<Review | null>;
  /**
   * Keeps the customer's review: the first one, or a change to it within seven days of the
   * first. A change sets it back to waiting for the owner (what was published was other words).
   * A post whose key was taken already changes nothing (`unchanged`), even after a later change:
   * the outbox sending an old review again never undoes a newer one.
   */
  submit(request: number, input: ReviewInput, now?: Date, postKey?: string): Promise<SubmitOutcome>;
  /** Every review, those waiting for the owner first, then the newest. */
  list(): Promise<ListedReview[]>;
  /** Published reviews, newest first. */
  published(limit?: number): Promise<Review[]>;
  /** How many wait for the owner. */
  countWaiting(): Promise<number>;
  /** The owner publishes or hides a review; kept with who and when, in the request's history too. */
  decide(id: number, state: "published" | "hidden", actor: string): Promise<Review | null>;
  /** The owner's public reply (null removes it); the customer's words stay as they are. */
  reply(id: number, reply: string | null, actor: string): Promise<Review | null>;
}

const toReview = (row: Selectable<ReviewsTable>): Review => ({
  id: Number(row.id),
  request: Number(row.request),
  rating: Number(row.rating) as ReviewRating,
  body: row.body,
  nameStyle: row.name_style as NameStyle,
  shownName: row.shown_name,
  company: row.company,
  area: row.area,
  service: row.service,
  state: row.state as ReviewState,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
  reply: row.reply,
  repliedAt: row.replied_at,
  repliedBy: row.replied_by,
});

const columnsOf = (input: ReviewInput) => ({
  rating: input.rating,
  body: input.body,
  name_style: input.nameStyle,
  shown_name: input.shownName,
  company: input.company,
  area: input.area,
  service: input.service,
});

const sameAs = (review: Review, input: ReviewInput) =>
  (Object.keys(input) as (keyof ReviewInput)[]).every((key) => review[key] === input[key]);

export function createReviewStore(db: Kysely<Tables>): ReviewStore {
  const byId = async (trx: Kysely<Tables>, id: number) => {
    const row = await trx.selectFrom("reviews").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toReview(row) : null;
  };
  const event = (trx: Kysely<Tables>, request: number, at: string, type: string, actor: string | null, detail: string) =>
    trx.insertInto("request_events").values({ request, at, type, actor, detail }).execute();

  return {
    async forRequest(request) {
      const row = await db.selectFrom("reviews").selectAll().where("request", "=", request).executeTakeFirst();
      return row ? toReview(row) : null;
    },

    async submit(request, input, now = new Date(), postKey) {
      const at = now.toISOString();
      const keep = async (trx: Kysely<Tables>, outcome: SubmitOutcome): Promise<SubmitOutcome> => {
        if (postKey && outcome.outcome !== "locked")
          await takePostKey(trx, request, { key: postKey, action: "review" }, String(outcome.review.id));
        return outcome;
      };
      return db.transaction().execute(async (trx): Promise<SubmitOutcome> => {
        if (postKey && (await findPostKey(trx, request, postKey)).repeat) {
          const kept = await trx.selectFrom("reviews").selectAll().where("request", "=", request).executeTakeFirst();
          if (kept) return { outcome: "unchanged", review: toReview(kept) };
        }
        // Two first posts at once (a double tap) insert one row: the unique request decides.
        const inserted = await trx
          .insertInto("reviews")
          .values({ request, ...columnsOf(input), created_at: at, updated_at: at })
          .onConflict((conflict) => conflict.column("request").doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) {
          await event(trx, request, at, "review", null, `${input.rating} of 5, signed "${input.shownName}"`);
          return keep(trx, { outcome: "created", review: toReview(inserted) });
        }
        const existing = toReview(await trx.selectFrom("reviews").selectAll().where("request", "=", request).executeTakeFirstOrThrow());
        if (now.getTime() - new Date(existing.createdAt).getTime() > reviewEditDays * 86_400_000) {
          return { outcome: "locked", review: existing };
        }
        if (sameAs(existing, input)) return keep(trx, { outcome: "unchanged", review: existing });
        const updated = await trx
          .updateTable("reviews")
          .set({ ...columnsOf(input), updated_at: at, state: "new" })
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const back = existing.state === "new" ? "" : ` (was ${existing.state}: waits for the owner again)`;
        await event(trx, request, at, "review-edited", null, `${input.rating} of 5${back}`);
        return keep(trx, { outcome: "edited", review: toReview(updated) });
      });
    },

    async list() {
      const rows = await db
        .selectFrom("reviews")
        .innerJoin("requests", "requests.id", "reviews.request")
        .selectAll("reviews")
        .select("requests.kind as request_kind")
        .orderBy((eb) => eb.case().when("reviews.state", "=", "new").then(0).else(1).end())
        .orderBy("reviews.updated_at", "desc")
        .limit(500)
        .execute();
      return rows.map(({ request_kind, ...row }) => ({ ...toReview(row), requestKind: request_kind as RequestKind }));
    },

    async published(limit = 100) {
      const rows = await db
        .selectFrom("reviews")
        .selectAll()
        .where("state", "=", "published")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toReview);
    },

    async countWaiting() {
      const row = await db
        .selectFrom("reviews")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("state", "=", "new")
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async decide(id, state, actor) {
      return db.transaction().execute(async (trx) => {
        const review = await byId(trx, id);
        if (!review) return null;
        if (review.state === state) return review;
        const at = new Date().toISOString();
        await trx.updateTable("reviews").set({ state, decided_at: at, decided_by: actor }).where("id", "=", id).execute();
        await event(trx, review.request, at, `review-${state}`, actor, `${review.rating} of 5, signed "${review.shownName}"`);
        return byId(trx, id);
      });
    },

    async reply(id, reply, actor) {
      return db.transaction().execute(async (trx) => {
        const review = await byId(trx, id);
        if (!review) return null;
        if (review.reply === reply) return review;
        const at = new Date().toISOString();
        await trx.updateTable("reviews").set({ reply, replied_at: at, replied_by: actor }).where("id", "=", id).execute();
        await event(trx, review.request, at, "review-reply", actor, reply ?? "removed");
        return byId(trx, id);
      });
    },
  };
}
