/**
 * What the fourth outside attack found, each kept as a test driven from outside: a link from
 * another site that marked a request seen, a post that filled the log, a sign-in link that
 * outlived a sign-in, a status-page post that said nothing of where it came from, and private
 * pages reached by other spellings.
 */
import http from "node:http";
import { testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const port = testPort(4501);
const otherSitePort = testPort(4502);
const owner = { email: "owner@example.com", password: "correct horse battery staple" };
let sut: SiteUnderTest;
let otherSite: http.Server;
/** The page another site serves: a link to whatever `?to=` names. */
const otherSiteLink = (to: string) => `http://localhost:${otherSitePort}/?to=${encodeURIComponent(to)}`;

test.beforeAll(async () => {
  sut = await startSiteUnderTest({ port });
  await sut.addOwner(owner);
  // Another site (localhost is another site than 127.0.0.1): one page with one link on it.
  otherSite = http.createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://localhost").searchParams.get("to") ?? "";
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Another site</title><a id="bait" href="${to.replace(/"/g, "&quot;")}">Win a free tire</a>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(otherSitePort, resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite?.close(resolve));
  await sut?.stop();
});

async function seenAt(id: number): Promise<unknown> {
  const db = sut.database();
  try {
    return (await db.execute({ sql: "SELECT acknowledged_at FROM requests WHERE id = ?", args: [id] })).rows[0]?.acknowledged_at;
  } finally {
    await db.close();
  }
}

test("a link on another site opens a request without marking it seen; opened from the site, or its Seen button, it is", async ({
  browser,
}) => {
  const { id } = await sut.postRoadside({ name: "Linked Driver", phone: "519-555-0501" });
  const other = await sut.postRoadside({ name: "Typed Driver", phone: "519-555-0502" });
  const page = await sut.signedInPage(browser, owner);

  // The signed-in owner follows a link on another site (SameSite=Lax sends the cookie along).
  await page.goto(otherSiteLink(`${sut.site}/owner/requests/${id}`));
  await page.locator("#bait").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Roadside R-");
  await expect(page.getByText("Opened from a link on another site")).toBeVisible();
  expect(await seenAt(id)).toBeNull();
  // Its data, asked for by another site, changes nothing either.
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const crossSite = await sut.plainClient({ Cookie: cookies, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" });
  expect((await crossSite.get(`/owner/requests/${id}.data`)).status()).toBe(200);
  expect((await crossSite.get(`/owner/requests/${id}`)).status()).toBe(200);
  await crossSite.dispose();
  expect(await seenAt(id)).toBeNull();
  // The owner's own tap marks it.
  await page.getByRole("button", { name: "Seen", exact: true }).click();
  await expect(page.getByText("Opened from a link on another site")).toHaveCount(0);
  expect(await seenAt(id)).not.toBeNull();

  // Typed in the address bar (Sec-Fetch-Site: none), or followed from the inbox: seen at once.
  await page.goto(`${sut.site}/owner/requests/${other.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Roadside R-");
  expect(await seenAt(other.id)).not.toBeNull();
  await page.context().close();
});

test("a post to a page that takes none is a plain 405 and leaves no stack trace in the log", async () => {
  const client = await sut.plainClient({ Origin: sut.site });
  const logBefore = sut.log().length;
  for (const address of ["/", "/reviews", "/services", "/no-such-page", "/blog/no-such-post"]) {
    const answer = await client.post(address, { form: { anything: "x" } });
    expect(answer.status(), address).toBe(405);
    expect(answer.headers()["allow"], address).toBe("GET, HEAD");
  }
  await client.dispose();
  // The server is still answering (health) and wrote nothing about the probes.
  expect((await fetch(`${sut.site}/healthz`)).status).toBe(200);
  const written = sut.log().slice(logBefore);
  expect(written).not.toMatch(/did not provide an `action`|\n\s+at /);
});

test("every sign-in ends the e-mailed links still waiting: a link asked for before a password sign-in and sign-out no longer works", async ({
  browser,
}) => {
  const asker = await sut.plainClient({ Origin: sut.site });
  const mailsBefore = sut.smtp.received.filter((mail) => mail.raw.includes("sign-in link")).length;
  expect((await asker.post("/owner/sign-in-link", { form: { email: owner.email } })).status()).toBe(200);
  await asker.dispose();
  await expect.poll(() => sut.smtp.received.filter((mail) => mail.raw.includes("sign-in link")).length).toBe(mailsBefore + 1);
  const mail = sut.smtp.received.filter((each) => each.raw.includes("sign-in link")).at(-1)!;
  const token = mail.raw
    .replace(/=\r\n/g, "")
    .replace(/=3D/g, "=")
    .match(/sign-in-link\?token=([\w-]{43})/)?.[1];
  expect(token).toBeTruthy();

  // The owner signs in with the password instead, then signs out.
  const page = await sut.signedInPage(browser, owner, { fresh: true });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in/);
  await page.context().close();

  // Whoever finds the old e-mail later gets nowhere with it.
  const finder = await sut.plainClient({ Origin: sut.site });
  const used = await finder.post("/owner/sign-in-link", { form: { token: token! } });
  expect(used.status()).toBe(400);
  expect(await used.text()).toContain("This sign-in link has expired or was used already");
  expect(used.headers()["set-cookie"] ?? "").not.toMatch(/owner-session=[^;]+;/);
  await finder.dispose();
});

test("a post to a status page that says neither Origin nor Sec-Fetch-Site is refused and stores nothing", async () => {
  const { id, statusToken } = await sut.postRoadside({ name: "Silent Poster", phone: "519-555-0503" });
  const messages = async () => {
    const db = sut.database();
    try {
      return Number((await db.execute({ sql: "SELECT COUNT(*) AS n FROM request_messages WHERE request = ?", args: [id] })).rows[0]!.n);
    } finally {
      await db.close();
    }
  };
  const silent = await sut.plainClient();
  for (const address of [`/request/${statusToken}/message`, `/request/${statusToken}/message.data`, `/request/${statusToken}/photos`]) {
    expect((await silent.post(address, { multipart: { message: "hello" } })).status(), address).toBe(403);
  }
  await silent.dispose();
  expect(await messages()).toBe(0);
  // The page's own post (the browser says where it comes from) is taken.
  const own = await sut.plainClient({ "Sec-Fetch-Site": "same-origin" });
  expect((await own.post(`/request/${statusToken}/message`, { multipart: { message: "hello" } })).status()).toBe(303);
  await own.dispose();
  expect(await messages()).toBe(1);
});

test("every spelling of a private address redirects to its one spelling, never kept, never indexed", async () => {
  const { id, statusToken } = await sut.postRoadside({ name: "Spelled Driver", phone: "519-555-0504" });
  for (const [spelling, canonical] of [
    ["/OWNER", "/owner"],
    ["/Owner/requests/0" + id, `/owner/requests/${id}`],
    ["/owner/REQUESTS/00" + id, `/owner/requests/${id}`],
    [`/REQUEST/${statusToken}`, `/request/${statusToken}`],
    [`/Request/${statusToken}/Photos`, `/request/${statusToken}/photos`],
    ["/SMS/inbound", "/sms/inbound"],
  ] as const) {
    const answer = await sut.raw("GET", spelling);
    expect(answer.status, spelling).toBe(301);
    expect(answer.headers.location, spelling).toBe(canonical);
    expect(answer.headers["cache-control"], spelling).toBe("no-store");
    expect(answer.headers["x-robots-tag"], spelling).toBe("noindex, nofollow");
  }
  // The token's own letters are never changed: the canonical status page answers.
  expect((await sut.raw("GET", `/request/${statusToken}`)).status).toBe(200);
});
