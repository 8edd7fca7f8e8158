import { describe, expect, it } from "vitest";
import { withoutRouteInternals } from "./no-action";

const post = new Request("http://localhost/owner", { method: "POST" });

describe("React Router's 405s", () => {
  it("for a post to a page without an action: a plain 405 with Allow, and no route id", async () => {
    const routerAnswer = new Response(
      'Error: You made a POST request to "/owner" but did not provide an `action` for route "routes/owner/inbox"',
      {
        status: 405,
      },
    );
    const answer = withoutRouteInternals(post, routerAnswer);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD");
    expect(await answer.text()).not.toMatch(/routes\/|action/);
  });

  it("for a GET to a post's own address, refused by its loader and rendered as the error page: the plain 405", async () => {
    const errorPage = new Response("<!DOCTYPE html><html>…</html>", {
      status: 405,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    const answer = withoutRouteInternals(new Request("http://localhost/request/AbCdEfGhIjKlMnOpQrStUv/estimate"), errorPage);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
    expect(answer.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe("Method Not Allowed: this address takes posts only.");
  });

  it("leave every other answer alone", () => {
    const ok = new Response("fine", { status: 200 });
    expect(withoutRouteInternals(post, ok)).toBe(ok);
    const getRefused = new Response(null, { status: 405, headers: { Allow: "POST" } });
    expect(withoutRouteInternals(new Request("http://localhost/outbox"), getRefused)).toBe(getRefused);
  });
});
