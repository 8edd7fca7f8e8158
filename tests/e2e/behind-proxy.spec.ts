/**
 * The site as it is deployed: behind a reverse proxy that ends HTTPS and says so
 * (X-Forwarded-Proto, TRUST_PROXY=1). The browser's Origin is then https:, and every form
 * posted through the proxy must be taken: a quote with and without JavaScript, a roadside
 * request, the owner's sign-in. (An outside test found React Router refusing them all with a
 * 400, since the request it was given said http:.)
 */
import { expect, test } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";
import { testPort } from "../../test-support/environment";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const owner = { email: "proxy-owner@example.com", password: "behind the proxy all night" };
let sut: SiteUnderTest;
let httpsOrigin: string;

test.beforeAll(async () => {
  sut = await startSiteUnderTest({ port: testPort(4495) });
  await sut.addOwner(owner);
  httpsOrigin = sut.site.replace(/^http:/, "https:");
});

test.afterAll(async () => {
  await sut?.stop();
});

/** A client as the proxy passes it on: the visitor's own https: origin, the proxy's headers. */
const throughProxy = () => sut.plainClient({ Origin: httpsOrigin, "X-Forwarded-Proto": "https" });

async function storedNames() {
  const db = sut.database();
  const { rows } = await db.execute("SELECT name FROM requests");
  await db.close();
  return rows.map((row) => String(row.name));
}

test("a quote posted through an HTTPS proxy is taken, with JavaScript (.data) and without", async () => {
  const client = await throughProxy();
  const quote = {
    name: "Proxy Quote Driver",
    email: "dispatch@example.com",
    phone: "519-555-0171",
    message: "Two steer tires worn to the cords.",
  };
  const withJs = await client.post("/contact.data", { form: { ...quote, requestId: "a".repeat(32), requestKey: "b".repeat(32) } });
  expect(withJs.status(), await withJs.text()).toBe(200);
  expect(await withJs.text()).not.toContain("Unexpected Server Error");
  const withoutJs = await client.post("/contact", { form: { ...quote, name: "Proxy Plain Driver" } });
  expect([200, 303]).toContain(withoutJs.status());
  expect(await storedNames()).toEqual(expect.arrayContaining(["Proxy Quote Driver", "Proxy Plain Driver"]));
  await client.dispose();
});

test("a roadside request posted through an HTTPS proxy is taken and its answer names the status page", async () => {
  const client = await throughProxy();
  const answer = await client.post("/roadside.data", {
    multipart: { name: "Proxy Roadside Driver", phone: "519-555-0172", road: "401", direction: "Westbound", landmark: "Exit 56, Tilbury" },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toMatch(/\/request\/[\w-]{22}/);
  expect(await storedNames()).toContain("Proxy Roadside Driver");
  await client.dispose();
});

test("the owner signs in through an HTTPS proxy and gets a Secure cookie; another site's post is still refused", async () => {
  const client = await throughProxy();
  const signIn = await client.post("/owner/sign-in", { form: { email: owner.email, password: owner.password } });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["location"]).toMatch(/^\/owner/);
  expect(signIn.headers()["set-cookie"]).toMatch(/;\s*Secure/i);
  await client.dispose();

  const foreign = await sut.plainClient({ Origin: "https://evil.example", "X-Forwarded-Proto": "https" });
  expect((await foreign.post("/contact.data", { form: { name: "Forged", phone: "519-555-0173", message: "x".repeat(20) } })).status()).toBe(
    403,
  );
  await foreign.dispose();
  expect(await storedNames()).not.toContain("Forged");
});
