import { describe, expect, it } from "vitest";
import { loader } from "./route";

const token = "AbCdEfGhIjKlMnOpQrStUv";
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function load(stored: Record<string, unknown> | null) {
  const context = {
    requestStore: {
      getByStatusToken: async (asked: string) => (asked === token ? stored : null),
      photos: async () => [],
    },
    estimates: { versions: async () => [] },
    reviews: { forRequest: async () => null },
    invoices: { forRequest: async () => [] },
    messages: {
      thread: async () => [
        {
          id: 1,
          request: 7,
          at: daysAgo(1),
          sender: "driver",
          via: "page",
          body: "At the Husky, exit 109",
          author: null,
          fromPhone: null,
          readAt: null,
        },
        {
          id: 2,
          request: 7,
          at: daysAgo(1),
          sender: "owner",
          via: "page",
          body: "Mike is coming",
          author: "owner@private.example",
          fromPhone: null,
          readAt: null,
        },
      ],
    },
  };
  return loader({ params: { token }, context, request: new Request(`http://localhost/request/${token}`) } as never) as unknown as Promise<{
    data: { found: boolean; status?: string };
    init: { status?: number; headers?: Record<string, string> } | null;
  }>;
}

const request = (createdAt: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  kind: "roadside",
  status: "dispatched",
  spam: false,
  createdAt,
  updatedAt: createdAt,
  name: "Private Name",
  phone: "519-555-0100",
  smsTo: "+15195550100",
  technician: "Mike",
  arrivalAt: null,
  ...extra,
});

describe("the status page's data", () => {
  it("gives the reference, the status and the times, and nothing personal", async () => {
    const answer = await load(request(daysAgo(2)));
    expect(answer.data).toMatchObject({ found: true, reference: "R-7", status: "dispatched", technician: "Mike" });
    // The thread is there, the dispatcher by role: never the owner's e-mail, the driver's name or phone.
    expect(JSON.stringify(answer.data)).toContain("At the Husky, exit 109");
    expect(JSON.stringify(answer.data)).toContain('"who":"Dispatcher"');
    expect(JSON.stringify(answer.data)).not.toMatch(/Private Name|519-555-0100|owner@private|\+1519/);
    expect(answer.init?.headers?.["Cache-Control"]).toBe("no-store");
  });

  it("is gone after 30 days, for spam, and for an unknown token", async () => {
    for (const stored of [request(daysAgo(31)), request(daysAgo(1), { spam: true }), null]) {
      const answer = await load(stored);
      expect(answer.data.found).toBe(false);
      expect(answer.init?.status).toBe(404);
    }
  });
});
