/**
 * What an attack from outside found, each kept as a test driven from outside: HTTP
 * from other addresses and Chromium. Plus what needs a session: stored script, CSV formulas,
 * the photo answer's headers, and an off-site `next`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { testPort } from "../../test-support/environment";
import { expect, signInTimeout, test } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const port = testPort(4381);
const owner = { email: "owner@example.com", password: "correct horse battery staple" };
let sut: SiteUnderTest;

const hex = (digit: string) => digit.repeat(32);
const driver = { phone: "519-555-0401", name: "First Driver", road: "401", direction: "Eastbound", landmark: "Exit 109" };
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

test.beforeAll(async () => {
  // SITE_URL stays the default: another value would make `npm start` rebuild the shared build.
  sut = await startSiteUnderTest({ port });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

async function requestRows(where = "1 = 1", args: (string | number)[] = []) {
  const db = sut.database();
  try {
    return (await db.execute({ sql: `SELECT id, request_id, phone, name, details FROM requests WHERE ${where} ORDER BY id`, args })).rows;
  } finally {
    await db.close();
  }
}

async function photoCount(requestRow: number) {
  const db = sut.database();
  try {
    return Number((await db.execute({ sql: "SELECT COUNT(*) AS n FROM request_photos WHERE request = ?", args: [requestRow] })).rows[0]?.n);
  } finally {
    await db.close();
  }
}

interface OutboxAnswer {
  ok: boolean;
  reference?: string;
  statusPath?: string;
  photoPath?: string;
  alreadyReceived?: boolean;
  photos?: { name: string; ok: boolean; error?: string }[];
  formError?: string;
}

test("a request id is not a key: a replay from another phone is told 'already received' and gets no private link, by every way in", async () => {
  const first = await sut.plainClient({ Origin: sut.site });
  const sent = await first.post("/outbox?kind=roadside", { multipart: { ...driver, requestId: hex("1"), requestKey: hex("a") } });
  const original = (await sent.json()) as OutboxAnswer;
  expect(original).toMatchObject({ ok: true, statusPath: expect.stringMatching(/^\/request\/[\w-]{22}$/) });
  const statusPath = original.statusPath!;

  const replay = {
    phone: "416-555-0999",
    name: "Someone Else",
    road: "401",
    landmark: "Exit 109",
    requestId: hex("1"),
    requestKey: hex("b"),
  };
  const attackerPhoto = { name: "attacker.jpg", mimeType: "image/jpeg", buffer: await photo() };
  for (const url of ["/roadside", "/roadside.data", "/outbox?kind=roadside"]) {
    const attacker = await sut.plainClient({ Origin: sut.site });
    const answer = await attacker.post(url, { multipart: { ...replay, photos: attackerPhoto } });
    const body = await answer.text();
    expect(answer.status(), url).toBe(200);
    expect(body, url).not.toContain("/request/");
    expect(body, url).toContain(original.reference!);
    if (url.startsWith("/outbox")) {
      const json = JSON.parse(body) as OutboxAnswer;
      expect(json).toMatchObject({ ok: true, alreadyReceived: true });
      expect(json.statusPath).toBeUndefined();
      expect(json.photoPath).toBeUndefined();
      // The attacker's file was not kept, and the answer says so.
      expect(json.photos).toEqual([expect.objectContaining({ name: "attacker.jpg", ok: false })]);
    }
    if (url === "/roadside") {
      expect(body).toContain("Already received");
      expect(body).toContain("(519) 555-0142");
    }
    await attacker.dispose();
  }
  const rows = await requestRows("request_id = ?", [hex("1")]);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.phone).toBe(driver.phone);
  expect(await photoCount(Number(rows[0]?.id))).toBe(0);

  // The phone that sent it (its key) gets its own link back, as after a time-out.
  const again = (await (
    await first.post("/outbox?kind=roadside", { multipart: { ...driver, requestId: hex("1"), requestKey: hex("a") } })
  ).json()) as OutboxAnswer;
  expect(again).toMatchObject({ ok: true, alreadyReceived: true, statusPath });
  await first.dispose();
});

test("without JavaScript, a re-post gets the status link only in the browser that sent it (an HttpOnly cookie)", async ({ browser }) => {
  const address = sut.nextAddress();
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  await page.goto(`${sut.site}/roadside`);
  await page.getByLabel("Phone").fill("519-555-0402");
  await page.getByLabel("Highway or road").selectOption("402");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 25");
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
  const link = await page.getByRole("link", { name: "Follow your request" }).getAttribute("href");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "request-sender");
  expect(cookie?.httpOnly).toBe(true);

  // The same post again from this browser (its cookie goes with it): the same request, its link.
  const fields = { phone: "519-555-0402", name: "", road: "402", direction: "", landmark: "Exit 25", details: "", load: "" };
  const repost = await context.request.post(`${sut.site}/roadside`, { multipart: fields, headers: { Origin: sut.site } });
  const repostBody = await repost.text();
  expect(repostBody).toContain("Already received");
  expect(repostBody).toContain(link!);

  // The same fields from the same address, but another browser: the reference and the phone number only.
  const stranger = await sut.plainClient({ Origin: sut.site, "X-Forwarded-For": address });
  const strangerBody = await (await stranger.post("/roadside", { multipart: fields })).text();
  expect(strangerBody).toContain("Already received");
  expect(strangerBody).not.toContain("/request/");
  expect(await requestRows("phone = ?", ["519-555-0402"])).toHaveLength(1);
  await stranger.dispose();
  await context.close();
});

test("an id in any other form than the site's own is replaced: two posts with one short id are two requests", async () => {
  const client = await sut.plainClient({ Origin: sut.site });
  for (const phone of ["519-555-0403", "519-555-0404"]) {
    const answer = (await (
      await client.post("/outbox?kind=roadside", { multipart: { ...driver, phone, requestId: "aaaaaaaaaaaaaaaa" } })
    ).json()) as OutboxAnswer;
    expect(answer.ok).toBe(true);
    expect(answer.alreadyReceived).toBeUndefined();
  }
  const rows = await requestRows("phone IN ('519-555-0403', '519-555-0404')");
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row.request_id).not.toBe("aaaaaaaaaaaaaaaa");
  await client.dispose();
});

test("a photo post that keeps nothing says so: not a photo (400), slots full (409), never a success redirect", async () => {
  const client = await sut.plainClient({ Origin: sut.site });
  const sent = (await (
    await client.post("/outbox?kind=roadside", {
      multipart: { ...driver, phone: "519-555-0405", requestId: hex("2"), requestKey: hex("c") },
    })
  ).json()) as OutboxAnswer;
  const photoPath = sent.photoPath!;
  const statusPath = sent.statusPath!;
  const notAPhoto = { photos: { name: "notes.txt", mimeType: "image/jpeg", buffer: Buffer.from("not an image at all") } };

  // Without JavaScript the form posts to the status page, which says what was not kept.
  const plain = await client.post(statusPath, { multipart: notAPhoto });
  expect(plain.status()).toBe(400);
  const page = await plain.text();
  expect(page).toContain("No photo was kept");
  expect(page).toContain("notes.txt is not a photo we can open");
  // The photo address answers the script (and any other post) in JSON, never with a redirect.
  for (const headers of [{ Accept: "application/json" }, {}] as Record<string, string>[]) {
    const json = await client.post(photoPath, { multipart: notAPhoto, headers });
    expect(json.status()).toBe(400);
    expect(await json.json()).toMatchObject({ ok: false, photos: [{ name: "notes.txt", ok: false }] });
  }

  // A real photo is far larger than the 32 KB other posts may carry: the status page takes it too.
  const noise = await sharp(Buffer.from(Array.from({ length: 1200 * 900 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 1200, height: 900, channels: 3 },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(noise.byteLength).toBeGreaterThan(500_000);
  for (let index = 0; index < 3; index += 1) {
    const kept = await client.post(index === 0 ? photoPath : statusPath, {
      multipart: { photos: { name: `p${index}.jpg`, mimeType: "image/jpeg", buffer: index === 2 ? noise : await photo() } },
    });
    expect(kept.status()).toBe(303);
  }
  for (const url of [photoPath, statusPath]) {
    const full = await client.post(url, { multipart: { photos: { name: "fourth.jpg", mimeType: "image/jpeg", buffer: await photo() } } });
    expect(full.status(), url).toBe(409);
    expect(await full.text(), url).toContain("has 3 photos already");
  }
  await client.dispose();
});

test("without JavaScript, a refused photo is named on the status page, whose own form then takes another", async ({ browser }) => {
  const files = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  fs.writeFileSync(path.join(files, "notes.jpg"), "not an image at all");
  fs.writeFileSync(path.join(files, "tire.jpg"), await photo());
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() } });
  const page = await context.newPage();
  await page.goto(`${sut.site}/roadside`);
  await page.getByLabel("Phone").fill("519-555-0406");
  await page.getByLabel("Highway or road").selectOption("401");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 109");
  await page.getByLabel("Photos").setInputFiles(path.join(files, "notes.jpg"));
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByText("notes.jpg is not a photo we can open, so it was not kept.")).toBeVisible();
  const statusPath = await page.getByRole("link", { name: "Follow your request" }).getAttribute("href");

  // The confirmation's form: another bad one lands on the status page, which says so.
  await page.getByLabel(/Photos \(up to 3 in all\)/).setInputFiles(path.join(files, "notes.jpg"));
  await page.getByRole("button", { name: "Send photos" }).click();
  await expect(page).toHaveURL(`${sut.site}${statusPath}`);
  await expect(page.getByRole("alert")).toContainText("No photo was kept");
  // The status page's own form: a real photo goes, and the page counts it.
  await page.getByLabel(/Photos \(up to 3 in all\)/).setInputFiles(path.join(files, "tire.jpg"));
  await page.getByRole("button", { name: "Send photos" }).click();
  await expect(page).toHaveURL(`${sut.site}${statusPath}`);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Photos received")).toBeVisible();
  await context.close();
  fs.rmSync(files, { recursive: true, force: true });
});

test("bytes that are not UTF-8 in a field never answer 5xx: the request is kept, or the answer says why with the phone number", async () => {
  const boundary = "----attack";
  const multipart = (fields: [string, Buffer | string][]) =>
    Buffer.concat([
      ...fields.flatMap(([name, value]) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from("\r\n"),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  // Each invalid byte (WHATWG's decoder) becomes one U+FFFD.
  const bad = {
    ff: { bytes: Buffer.from([0xff]), replaced: 1 },
    overlong: { bytes: Buffer.from([0xc0, 0xaf]), replaced: 2 },
    surrogate: { bytes: Buffer.from([0xed, 0xa0, 0x80]), replaced: 3 },
  };
  let serial = 10;
  for (const [what, { bytes, replaced }] of Object.entries(bad)) {
    for (const url of ["/roadside", "/roadside.data", "/outbox?kind=roadside"]) {
      const phone = `519-555-06${serial++}`;
      const body = multipart([
        ["phone", Buffer.concat([Buffer.from(phone), bytes])],
        ["road", "401"],
        ["landmark", Buffer.concat([Buffer.from("Exit 109 "), bytes])],
      ]);
      const answer = await sut.raw("POST", url, { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: sut.site }, body);
      expect(answer.status, `${what} at ${url}`).toBe(200);
      const [row] = await requestRows("phone = ?", [phone]);
      expect(JSON.parse(String(row?.details)).location.landmark, `${what} at ${url}`).toBe(`Exit 109 ${"\uFFFD".repeat(replaced)}`);
    }
    // Nothing usable: the answer says what was wrong and gives the phone number.
    const answer = await sut.raw(
      "POST",
      "/outbox?kind=roadside",
      { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: sut.site },
      multipart([["phone", bytes]]),
    );
    expect(answer.status, what).toBe(400);
    expect(JSON.parse(answer.body).formError).toContain("(519) 555-0142");
  }
  // A part whose header is not UTF-8 is left out; the rest is kept.
  const headerGarbled = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="na`),
    bad.ff.bytes,
    Buffer.from(`me"\r\n\r\nBob\r\n`),
    multipart([
      ["phone", "519-555-0699"],
      ["road", "401"],
      ["landmark", "Exit 40"],
    ]),
  ]);
  const answer = await sut.raw(
    "POST",
    "/outbox?kind=roadside",
    { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: sut.site },
    headerGarbled,
  );
  expect(answer.status).toBe(200);
  expect(await requestRows("phone = ?", ["519-555-0699"])).toHaveLength(1);
});

test("every spelling of an owner's path is private: redirected to its one spelling with no-store and noindex", async () => {
  for (const path of ["/./owner/requests/1", "/x/../owner/requests/1", "/x/%2e%2e/owner", "//owner", "/%6fwner", "/owner/"]) {
    for (const method of ["GET", "POST"]) {
      const answer = await sut.raw(
        method,
        path,
        { Origin: sut.site, "Content-Type": "application/x-www-form-urlencoded" },
        method === "POST" ? "x=1" : undefined,
      );
      expect([301, 308], `${method} ${path}`).toContain(answer.status);
      expect(answer.headers.location, `${method} ${path}`).toMatch(/^\/owner(\/requests\/1)?$/);
      expect(answer.headers["cache-control"], `${method} ${path}`).toBe("no-store");
      expect(answer.headers["x-robots-tag"], `${method} ${path}`).toContain("noindex");
    }
  }
  for (const path of ["/owner%20", "/owner%20/requests/1", "/OWNER%09"]) {
    const answer = await sut.raw("GET", path);
    expect(answer.headers["cache-control"], path).toBe("no-store");
    expect(answer.headers["x-robots-tag"], path).toContain("noindex");
  }
});

test("a post to a page without an action is a plain 405 with Allow, naming nothing inside the site", async () => {
  for (const path of ["/about-us", "/about-us.data", "/owner", "/", "/services/diesel-engine-repair", "/owner/requests/1/photos/1"]) {
    const answer = await sut.raw("POST", path, { Origin: sut.site, "Content-Type": "application/x-www-form-urlencoded" }, "x=1");
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow, path).toBe("GET, HEAD");
    expect(answer.body, path).not.toMatch(/routes\/|action|Error/);
  }
});

test.describe("signed in", () => {
  test("a request's fields are shown as text in the inbox, never run: script, markup and attribute breakouts", async ({ browser }) => {
    const hostile = {
      name: `<img src=x onerror="window.__attacked=1">`,
      phone: "519-555-0420",
      road: "401",
      landmark: `"><svg onload="window.__attacked=2">`,
      details: `<script>window.__attacked=3</script>`,
    };
    const client = await sut.plainClient({ Origin: sut.site });
    await client.post("/roadside", { multipart: hostile });
    await client.post("/contact", {
      form: { name: hostile.name, email: "x@example.com", phone: "519-555-0421", message: hostile.details },
    });
    await client.dispose();
    const page = await sut.signedInPage(browser, owner);
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await expect(page.getByRole("link", { name: /<img src=x onerror/ }).first()).toBeVisible();
    await page
      .getByRole("link", { name: /<img src=x onerror/ })
      .first()
      .click();
    // On the request's own page (a phone shows it in place of the list, whose rows carry the same words).
    await expect(page.locator('article[aria-labelledby="request-heading"]').getByText(hostile.details).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __attacked?: number }).__attacked)).toBeUndefined();
    expect(dialogs).toBe(0);
    await page.context().close();
  });

  test("the CSV export neutralises cells a spreadsheet would run as formulas", async ({ browser }) => {
    const client = await sut.plainClient({ Origin: sut.site });
    await client.post("/contact", {
      form: { name: `=HYPERLINK("http://evil.example","x")`, email: "csv@example.com", phone: "+1 519 555 0430", message: "@SUM(1+1)" },
    });
    // A spreadsheet set to split on semicolons (much of Europe) would start a cell at ";=".
    await client.post("/contact", { form: { name: "Semi Colon", email: "semi@example.com", phone: "519 555 0431", message: "fine;=1+1" } });
    await client.dispose();
    const page = await sut.signedInPage(browser, owner);
    const csv = await (await page.request.get(`${sut.site}/owner/export.csv`)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain("'@SUM(1+1)");
    expect(csv).toContain("'+1 519 555 0430");
    expect(csv).toContain(`"fine;=1+1"`);
    expect(csv).not.toMatch(/(^|,)"?[=@+-]/m);
    await page.context().close();
  });

  test("a photo goes to the signed-in owner as an image that is never cached, sniffed or run", async ({ browser }) => {
    const client = await sut.plainClient({ Origin: sut.site });
    await client.post("/roadside", {
      multipart: { ...driver, phone: "519-555-0440", photos: { name: "p.jpg", mimeType: "image/jpeg", buffer: await photo() } },
    });
    await client.dispose();
    const [row] = await requestRows("phone = ?", ["519-555-0440"]);
    const db = sut.database();
    const photoId = Number(
      (await db.execute({ sql: "SELECT id FROM request_photos WHERE request = ?", args: [Number(row?.id)] })).rows[0]?.id,
    );
    await db.close();
    const page = await sut.signedInPage(browser, owner);
    const answer = await page.request.get(`${sut.site}/owner/requests/${row?.id}/photos/${photoId}`);
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toMatch(/\bno-store\b/);
    expect(headers["content-security-policy"]).toContain("sandbox");
    await page.context().close();
  });

  test("an off-site 'next' in the sign-in post's body stays on the site", async () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "/owner/../../evil", "/owner@evil.example"]) {
      const client = await sut.plainClient({ Origin: sut.site });
      const answer = await client.post("/owner/sign-in", { form: { ...owner, next } });
      expect(answer.status(), next).toBe(302);
      expect(answer.headers()["location"], next).toBe("/owner/known-device?next=%2Fowner");
      await client.dispose();
    }
  });
});

async function signInLinkMails(to: string) {
  return sut.smtp.received.filter((mail) => mail.to.includes(to) && mail.raw.includes("sign-in link"));
}

/** The link in a sign-in e-mail, on SITE_URL (the default here), opened on this test's server. */
const linkIn = (raw: string) => {
  const unfolded = raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");
  const link = unfolded.match(/https:\/\/www\.example\.com\/owner\/sign-in-link\?token=[\w-]+/)?.[0];
  return link?.replace("https://www.example.com", sut.site);
};

test("an e-mailed sign-in link lets the owner in while password attempts wait, once, and doubles as 'forgot my password'", async ({
  browser,
}) => {
  // Someone elsewhere keeps the account's wait running with wrong passwords.
  const guessers: APIRequestContext[] = [];
  for (let index = 0; index < 8; index += 1) {
    const guesser = await sut.plainClient({ Origin: sut.site });
    guessers.push(guesser);
    await guesser.post("/owner/sign-in", { form: { email: owner.email, password: `wrong guess ${index}` } });
  }
  // However long the machine took over those, the account now waits a minute: the test of the link must not hang on timing.
  const db = sut.database();
  await db.execute({
    sql: "UPDATE sign_in_failures SET locked_until = ? WHERE key = ?",
    args: [Date.now() + 60_000, `account:${owner.email}`],
  });
  await db.close();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "X-Forwarded-For": sut.nextAddress() },
  });
  const page = await context.newPage();
  await page.goto(`${sut.site}/owner/sign-in`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many wrong attempts", { timeout: signInTimeout });

  // The same answer for an address that is no owner's, and no e-mail for it.
  const stranger = await sut.plainClient({ Origin: sut.site });
  const unknown = await (await stranger.post("/owner/sign-in-link", { form: { email: "nobody@example.com" } })).text();
  expect(unknown).toContain("If nobody@example.com is an owner&#x27;s address, a sign-in link is on its way");
  await stranger.dispose();

  await page.getByRole("link", { name: "E-mail me a sign-in link" }).click();
  // The sign-in page has an Email field too: wait for the link page before filling in.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail me a sign-in link");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${owner.email} is an owner's address, a sign-in link is on its way`);
  await expect.poll(async () => (await signInLinkMails(owner.email)).length).toBe(1);
  expect(sut.smtp.received.some((mail) => mail.to.includes("nobody@example.com"))).toBe(false);
  const link = linkIn((await signInLinkMails(owner.email))[0]!.raw);
  expect(link).toBeTruthy();

  // Opening the link signs nothing in (mail scanners open links); its button does.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your link");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible({ timeout: signInTimeout });

  // Used once: a second browser gets a clear refusal.
  const other = await browser.newPage();
  await other.goto(link!);
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("alert")).toContainText("expired or was used already", { timeout: signInTimeout });
  await other.close();

  // Forgot the password: a new one without the old, right after the link.
  await page.getByRole("link", { name: "Password", exact: true }).click();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  const newPassword = "a brand new passphrase 2026";
  await page.getByLabel(/^New password \(/).fill(newPassword);
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password was changed", { timeout: signInTimeout });
  await context.close();

  const check = await sut.plainClient({ Origin: sut.site });
  expect((await check.post("/owner/sign-in", { form: { email: owner.email, password: newPassword } })).status()).toBe(302);
  await check.dispose();
  await Promise.all(guessers.map((guesser) => guesser.dispose()));
  await sut.addOwner(owner);
});

test("sign-in links: at most three in 15 minutes per asking address and per account, the owner's own browser still sent, and a forged Host cannot point one elsewhere", async ({
  browser,
}) => {
  // The count starts here: the links the tests before asked for are not this test's.
  const db = sut.database();
  await db.execute({ sql: "DELETE FROM owner_sign_in_links WHERE owner = (SELECT id FROM owners WHERE email = ?)", args: [owner.email] });
  await db.close();
  const before = (await signInLinkMails(owner.email)).length;
  const ask = (from: string) =>
    sut.raw(
      "POST",
      "/owner/sign-in-link",
      {
        "X-Forwarded-For": from,
        Host: "evil.example",
        Origin: "http://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      `email=${encodeURIComponent(owner.email)}`,
    );
  const stranger = sut.nextAddress();
  for (let index = 0; index < 4; index += 1) expect((await ask(stranger)).status).toBe(200);
  await expect.poll(async () => (await signInLinkMails(owner.email)).length).toBe(before + 3);
  // The attack's next step: five more addresses, five more e-mails (nine in three minutes). The
  // account's own three hold whatever the address, answered the same, so nothing is told.
  for (let index = 0; index < 5; index += 1) {
    const answer = await ask(sut.nextAddress());
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("a sign-in link is on its way");
  }
  // A stranger asking cannot use up the owner's links on a browser where the owner signed in before.
  const signedIn = await sut.signedInPage(browser, owner, { fresh: true });
  const deviceCookie = (await signedIn.context().cookies()).find((cookie) => cookie.name === "owner-device")!;
  await signedIn.context().close();
  const ownersPhone = await sut.plainClient({ Origin: sut.site, Cookie: `owner-device=${deviceCookie.value}` });
  expect((await ownersPhone.post("/owner/sign-in-link", { form: { email: owner.email } })).status()).toBe(200);
  await ownersPhone.dispose();
  await expect.poll(async () => (await signInLinkMails(owner.email)).length).toBe(before + 4);
  // The strangers' posts were answered before the phone's: a mail of theirs would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await signInLinkMails(owner.email)).toHaveLength(before + 4);
  for (const mail of await signInLinkMails(owner.email)) expect(mail.raw).not.toContain("evil.example");
});

test.describe("what a second attack found", () => {
  const second = { email: "second@example.com", password: "another owner passphrase" };
  test.beforeAll(async () => {
    await sut.addOwner(second);
  });

  async function requestLink(email: string) {
    const before = (await signInLinkMails(email)).length;
    const client = await sut.plainClient({ Origin: sut.site });
    await client.post("/owner/sign-in-link", { form: { email } });
    await client.dispose();
    await expect.poll(async () => (await signInLinkMails(email)).length).toBe(before + 1);
    return linkIn((await signInLinkMails(email)).at(-1)!.raw)!;
  }

  async function useLink(link: string) {
    const client = await sut.plainClient({ Origin: sut.site });
    const token = new URL(link).searchParams.get("token")!;
    const answer = await client.post("/owner/sign-in-link", { form: { token, next: "/owner" } });
    await client.dispose();
    return answer.status();
  }

  test("a sign-in link ends with a new password, and using one ends the others still in the mailbox", async () => {
    const [first, other] = [await requestLink(second.email), await requestLink(second.email)];
    expect(await useLink(first)).toBe(302);
    expect(await useLink(other)).toBe(400);
    const pending = await requestLink(second.email);
    await sut.addOwner(second);
    expect(await useLink(pending)).toBe(400);
  });

  test("the known-device cookie is each browser's own, and a new password ends its standing", async ({ browser }) => {
    const deviceCookieOf = async () => {
      // A browser of its own each time: a sign-in in it, not a session carried over.
      const page = await sut.signedInPage(browser, second, { fresh: true });
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "owner-device");
      await page.context().close();
      return `owner-device=${cookie!.value}`;
    };
    const [one, two] = [await deviceCookieOf(), await deviceCookieOf()];
    expect(one).not.toBe(two);
    const lockAccount = async () => {
      const db = sut.database();
      await db.execute({
        sql: "INSERT INTO sign_in_failures (key, failures, last_failure_at, locked_until) VALUES (?, 9, ?, ?) ON CONFLICT (key) DO UPDATE SET locked_until = excluded.locked_until",
        args: [`account:${second.email}`, Date.now(), Date.now() + 60_000],
      });
      await db.close();
    };
    const signInWith = async (cookie: string) => {
      const client = await sut.plainClient({ Origin: sut.site, Cookie: cookie });
      const status = (await client.post("/owner/sign-in", { form: second })).status();
      await client.dispose();
      return status;
    };
    await lockAccount();
    expect(await signInWith(one)).toBe(302);
    await sut.addOwner(second);
    await lockAccount();
    expect(await signInWith(two)).toBe(429);
    const db = sut.database();
    await db.execute({ sql: "DELETE FROM sign_in_failures WHERE key = ?", args: [`account:${second.email}`] });
    await db.close();
  });

  test("a password any guesser tries first is refused, on the page and on the command line", async ({ browser }) => {
    const page = await sut.signedInPage(browser, second);
    await page.goto(`${sut.site}/owner/password`);
    for (const weak of ["second@example.com!", "aaaaaaaaaaaa", "123456789012", "Password2026!!", "            "]) {
      await page.getByLabel("Current password").fill(second.password);
      await page.getByLabel(/^New password \(/).fill(weak);
      await page.getByLabel("New password again").fill(weak);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByRole("alert"), weak).toBeVisible({ timeout: signInTimeout });
    }
    await page.context().close();
    const cli = await sut.ownerCommand(["add", second.email, "--password-stdin"], "password1234password\n");
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain("among the first ones guessed");
  });

  test("React Router may ask for the routes of many links at once", async () => {
    const paths = Array.from({ length: 150 }, (_, index) => `p=${encodeURIComponent(`/owner/requests/${index + 1}`)}`).join("&");
    const answer = await sut.raw("GET", `/__manifest?${paths}&version=x`);
    expect(answer.status).not.toBe(414);
  });
});

test("a GET to an address that takes posts only is a plain 405 that says so, with nothing of how the site is built", async () => {
  const { statusToken } = await sut.postRoadside({ name: "Posts Only Driver" });
  const client = await sut.plainClient();
  for (const url of [
    "/outbox",
    "/outbox?kind=roadside",
    "/sms/inbound",
    `/request/${statusToken}/photos`,
    `/request/${statusToken}/message`,
    `/request/${statusToken}/estimate`,
    `/request/${statusToken}/review`,
  ]) {
    const answer = await client.get(url);
    expect(answer.status(), url).toBe(405);
    expect(answer.headers()["allow"], url).toBe("POST");
    expect(answer.headers()["content-type"], url).toMatch(/^text\/plain/);
    expect(await answer.text(), url).toBe("Method Not Allowed: this address takes posts only.");
  }
  await client.dispose();
});

test("a post to a status page's old addresses (?message, ?estimate, ?review) answers 308 to its own address, which takes it", async () => {
  const { id, statusToken } = await sut.postRoadside({ name: "Queued Driver", phone: "519-555-0431" });
  // A phone's offline queue may still hold a post to the page's old addresses.
  const client = await sut.plainClient({ Origin: sut.site });
  for (const post of ["message", "estimate", "review"]) {
    const answer = await client.post(`/request/${statusToken}?${post}`, { form: { message: "From the queue" } });
    expect(answer.status(), post).toBe(308);
    expect(answer.headers()["location"], post).toBe(`/request/${statusToken}/${post}`);
  }
  await client.dispose();
  // 308 keeps the method and the body: followed, the queued message is taken at its own address.
  const following = await sut.plainClient({ Origin: sut.site });
  const followed = await following.post(`/request/${statusToken}?message`, {
    multipart: { message: "Sent from the queue" },
    maxRedirects: 5,
  });
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain("Sent from the queue");
  await following.dispose();
  const db = sut.database();
  try {
    const rows = (await db.execute({ sql: "SELECT body FROM request_messages WHERE request = ?", args: [id] })).rows;
    expect(rows.map((row) => row.body)).toEqual(["Sent from the queue"]);
  } finally {
    await db.close();
  }
});
