import { describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../tests/test-database";
import { PostKeyReusedError } from "../db/post-keys";
import { createRequestStore } from "../requests/store";
import { createMessageStore } from "./store";

describe.each(engines)("a driver's messages on %s", (engine) => {
  it("keeps a message sent again under its post key once (a double tap, the outbox after a lost answer)", async () => {
    const database = await openTestDatabase(engine);
    const { request } = await createRequestStore(database).save({
      requestId: "m".repeat(32),
      kind: "roadside",
      name: "Dave Martin",
      email: "",
      phone: "519-555-0190",
      message: "",
    });
    const messages = createMessageStore(database.db);
    const post = {
      request: request.id,
      sender: "driver" as const,
      via: "page" as const,
      body: "Exit 109, by the Husky",
      postKey: "1".repeat(32),
    };
    const [a, b] = await Promise.all([messages.add(post), messages.add(post)]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(a.message.id).toBe(b.message.id);
    expect(await messages.add(post)).toMatchObject({ duplicate: true, message: { id: a.message.id } });
    // The same words under a new key are a new message: the driver said it twice.
    expect(await messages.add({ ...post, postKey: "2".repeat(32) })).toMatchObject({ duplicate: false });
    expect(await messages.thread(request.id)).toHaveLength(2);
    // A key used for another kind of post is refused, never taken as this one.
    await database.db
      .insertInto("post_keys")
      .values({ request: request.id, post_key: "3".repeat(32), action: "review", taken_at: new Date().toISOString(), result: "1" })
      .execute();
    await expect(messages.add({ ...post, postKey: "3".repeat(32) })).rejects.toBeInstanceOf(PostKeyReusedError);
  });

  it("counts drivers' messages since a moment: to one request, from one number, and to every request together", async () => {
    const database = await openTestDatabase(engine);
    const requests = createRequestStore(database);
    const made = (index: number) =>
      requests.save({ requestId: String(index).repeat(32), kind: "roadside", name: "Dave", email: "", phone: "519-555-0190", message: "" });
    const [{ request: first }, { request: second }] = [await made(1), await made(2)];
    const messages = createMessageStore(database.db);
    const before = new Date(Date.now() - 1000);
    await messages.add({ request: first.id, sender: "driver", via: "page", body: "One" });
    await messages.add({ request: second.id, sender: "driver", via: "text", body: "Two", fromPhone: "+15195550190" });
    await messages.add({ request: second.id, sender: "driver", via: "page", body: "Three" });
    // The owner's reply is not a driver's message: no flood of the owner's own.
    await messages.add({ request: second.id, sender: "owner", via: "page", body: "On my way" });
    expect(await messages.countSince({ request: second.id }, before)).toBe(2);
    expect(await messages.countSince({ phone: "+15195550190" }, before)).toBe(1);
    expect(await messages.countSince("all", before)).toBe(3);
    expect(await messages.countSince("all", new Date(Date.now() + 1000))).toBe(0);
  });
});
