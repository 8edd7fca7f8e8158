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
  ...extra,
});

describe("the status page's data", () => {
  it("gives the reference, the status and the times, and nothing personal", async () => {
    const answer = await load(request(daysAgo(2)));
    expect(answer.data).toMatchObject({ found: true, reference: "R-7", status: "dispatched" });
    expect(JSON.stringify(answer.data)).not.toMatch(/Private Name|519-555-0100/);
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
