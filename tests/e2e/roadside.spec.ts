import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { startSmtpTestServer } from "../../test-support/smtp-test-server";
import { e2eDatabase, type E2eDatabase } from "./e2e-database";
import { testPort } from "../../test-support/environment";
import type { RoadsideDetails } from "../../app/flows/roadside/roadside-request.server";
import { expect, expectNoAxeViolations, test, type LeadRow } from "./fixtures";
import { bundledCommand } from "../../scripts/bundle-commands";

// The service worker is part of what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A server of its own, with the owner's e-mail going to a test SMTP server, so every step a
// stranded driver takes can be followed to the database, the owner's inbox and the status page.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: ServerProcess;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let dataDir: string;
let database: E2eDatabase;
let photoPath: string;
let notAPhotoPath: string;
const port = testPort(4351);
const site = `http://127.0.0.1:${port}`;

/** Near Wheatley on Highway 3, east of Leamington. */
const roadsideSpot = { latitude: 42.097, longitude: -82.46, accuracy: 15 };

/** A roadside request as `npm run leads -- --json` lists it. */
type RoadsideRow = LeadRow &
  Omit<RoadsideDetails, "location"> & {
    location: Omit<RoadsideDetails["location"], "nearestCity">;
    statusPath: string;
    photos: number;
  };

test.beforeAll(async () => {
  database = await e2eDatabase("roadside");
  dataDir = database.dataDir;
  photoPath = path.join(dataDir, "dash-photo.jpg");
  // A 4000 x 3000 "camera" photo carrying GPS metadata, which must not survive the server.
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "RoadsideTestCam" } })
    .toFile(photoPath);
  notAPhotoPath = path.join(dataDir, "invoice.jpg");
  fs.writeFileSync(notAPhotoPath, "%PDF-1.7 this is not a photo at all");
  smtp = await startSmtpTestServer();
  server = await startServerProcess({
    port,
    dataDir,
    env: {
      ...database.env,
      REQUESTS_SUSPECT_AFTER: "0",
      REQUESTS_FLOOD_LIMIT: "0",
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "dispatch@example.com",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  database.remove();
});

/** The photos kept in the database, each with its bytes. */
async function storedPhotos(): Promise<{ id: number; body: Buffer }[]> {
  const raw = database.raw();
  try {
    const { rows } = await raw.execute("SELECT id, body FROM request_photos ORDER BY id");
    return rows.map((row) => ({ id: Number(row.id), body: Buffer.from(row.body as ArrayBuffer) }));
  } finally {
    await raw.close();
  }
}

/** Runs `npm run leads -- ...args` against this spec's database (asynchronously: the mail server must keep answering). */
function leads(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [bundledCommand("leads"), ...args], { env: { ...process.env, ...database.env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const roadsideRows = async () => (JSON.parse((await leads("--json")).stdout) as RoadsideRow[]).filter((row) => row.kind === "roadside");
const rowByPhone = async (phone: string) => (await roadsideRows()).find((row) => row.phone === phone);
const mailsTo = (phone: string) =>
  smtp.received.filter((mail) => readable(mail.raw).includes(phone)).map((mail) => ({ raw: mail.raw, text: readable(mail.raw) }));

async function openForm(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  await page.goto(`${site}/roadside`);
  return page;
}

test("the page answers with a heading, the call button and the start of the form in the first screen at 390 px", async ({ browser }) => {
  const page = await openForm(browser);
  await expect(page.getByRole("heading", { level: 1, name: "Request Roadside Help" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: /Call \(519\)/ })).toBeInViewport();
  await expect(page.getByLabel("Phone")).toBeInViewport();
  const response = await page.request.get(`${site}/roadside`);
  expect(response.headers()["permissions-policy"]).toContain("geolocation=(self)");
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("with the location shared: the nearest city shows, the coordinates are stored, the owner gets a dispatch e-mail", async ({
  browser,
}) => {
  const page = await openForm(browser, { permissions: ["geolocation"], geolocation: roadsideSpot });
  const phone = "519-555-0201";
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByTestId("location-fix")).toContainText("about 13 km from Leamington");
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Name").fill("Gurpreet Singh");
  await page.getByLabel("Unit number").fill("T-114");
  await page.getByLabel("Make").selectOption("Freightliner");
  await page.getByLabel("Model and year").fill("Cascadia 2021");
  await page.getByLabel("Plate").fill("AB12345");
  await page.getByLabel("Air leak or brakes").check();
  await page.getByLabel("Won't start").check();
  await page.getByLabel("Details").fill("Air pressure drops fast when parked.");
  await page.getByLabel("Reefer running").check();
  await page.getByRole("button", { name: "Send Roadside Request" }).click();

  await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
  await expect(page.getByTestId("reference")).toHaveText(/^R-\d+$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const row = await rowByPhone(phone);
  expect(row).toMatchObject({
    kind: "roadside",
    name: "Gurpreet Singh",
    location: { latitude: 42.097, longitude: -82.46, accuracyMeters: 15, road: "", landmark: "" },
    truck: { unit: "T-114", make: "Freightliner", model: "Cascadia 2021", plate: "AB12345" },
    // In the form's order, whatever order they were ticked in.
    problems: ["Won't start", "Air leak or brakes"],
    details: "Air pressure drops fast when parked.",
    load: "Reefer running",
    photos: 0,
  });
  expect(row!.statusPath).toMatch(/^\/request\/[A-Za-z0-9_-]{22}$/);

  await expect.poll(() => mailsTo(phone).length, { timeout: 15_000 }).toBe(1);
  const mail = mailsTo(phone)[0]!;
  expect(decodedSubject(mail.raw)).toBe(`ROADSIDE: about 13 km from Leamington · Won't start · ${phone}`);
  expect(mail.text).toContain("https://www.google.com/maps/search/?api=1&query=42.097%2C-82.46");
  expect(mail.text).toContain("geo:42.097,-82.46");
  expect(mail.text).toContain("Cascadia 2021");
  expect(mail.text).toContain(row!.statusPath);
  await page.context().close();
});

test("with the location refused: the driver is told so, types the road, and the request is stored with it", async ({ browser }) => {
  const page = await openForm(browser, { permissions: [] });
  const phone = "519-555-0202";
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("status")).toContainText("Choose the highway and type the nearest exit");
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Highway or road").selectOption("401");
  await page.getByLabel("Direction").selectOption("Eastbound");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 56, Tilbury");
  await page.getByLabel("Flat or blown tire").check();
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();

  expect((await rowByPhone(phone))?.location).toMatchObject({
    latitude: null,
    road: "401",
    direction: "Eastbound",
    landmark: "Exit 56, Tilbury",
  });
  await expect.poll(() => mailsTo(phone).length, { timeout: 15_000 }).toBe(1);
  expect(decodedSubject(mailsTo(phone)[0]!.raw)).toBe(`ROADSIDE: Highway 401 Eastbound · Flat or blown tire · ${phone}`);
  // No coordinates: the map searches what the driver typed, and the e-mail links the request in the inbox.
  expect(mailsTo(phone)[0]!.text).toContain(
    "https://www.google.com/maps/search/?api=1&query=Highway+401+Eastbound+Exit+56%2C+Tilbury+Ontario",
  );
  expect(mailsTo(phone)[0]!.text).toMatch(/Open it in the inbox: https:\/\/www\.example\.com\/owner\/requests\/\d+/);
  expect(mailsTo(phone)[0]!.text).not.toContain("npm run leads");
  await page.context().close();
});

test("without a location the one message is shown and every field is kept, with and without JavaScript", async ({ browser }) => {
  const page = await openForm(browser);
  await page.getByLabel("Phone").fill("519-555-0203");
  await page.getByLabel("Highway or road").selectOption("402");
  await page.getByLabel("Overheating").check();
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("alert")).toContainText("Tell us where the truck is");
  await expect(page.getByLabel("Phone")).toHaveValue("519-555-0203");
  await expect(page.getByLabel("Overheating")).toBeChecked();
  await page.context().close();

  const noJs = await openForm(browser, { javaScriptEnabled: false });
  await noJs.getByLabel("Phone").fill("519-555-0204");
  await noJs.getByLabel("Name").fill("Marie Tremblay");
  await noJs.getByLabel("Make").selectOption("Volvo");
  await noJs.getByLabel("Electrical").check();
  await noJs.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(noJs.getByRole("alert")).toHaveText(/^Tell us where the truck is: tap 'Use my location', or choose the highway/);
  await expect(noJs.getByLabel("Phone")).toHaveValue("519-555-0204");
  await expect(noJs.getByLabel("Name")).toHaveValue("Marie Tremblay");
  await expect(noJs.getByLabel("Make")).toHaveValue("Volvo");
  await expect(noJs.getByLabel("Electrical")).toBeChecked();
  expect(await rowByPhone("519-555-0204")).toBeUndefined();
  await noJs.context().close();
});

test("without JavaScript one multipart post carries a photo: stored re-encoded without metadata, e-mailed, confirmed, status link opens", async ({
  browser,
}) => {
  const page = await openForm(browser, { javaScriptEnabled: false });
  const phone = "519-555-0205";
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Highway or road").selectOption("QEW");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Burlington Skyway, Niagara-bound");
  await page.getByLabel("Warning light or derate").check();
  await page.getByLabel("Photos").setInputFiles([photoPath, notAPhotoPath]);
  await page.getByRole("button", { name: "Send Roadside Request" }).click();

  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(page.getByText("invoice.jpg is not a photo we can open, so it was not kept.")).toBeVisible();
  const row = await rowByPhone(phone);
  expect(row).toMatchObject({ photos: 1, location: { road: "QEW" } });

  // The stored photo, in the database: a JPEG at most 2000 px on its long edge, the camera's metadata gone.
  const stored = await Promise.all((await storedPhotos()).map(async ({ id, body }) => ({ id, meta: await sharp(body).metadata() })));
  const big = stored.find(({ meta }) => meta.width === 2000);
  expect(big?.meta).toMatchObject({ format: "jpeg", width: 2000, height: 1500 });
  expect(big?.meta.exif).toBeUndefined();
  // Nothing of it is kept on the disk.
  expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);

  // The photo is attached to the owner's e-mail; no public address serves it.
  await expect.poll(() => mailsTo(phone).length, { timeout: 15_000 }).toBe(1);
  const mail = mailsTo(phone)[0]!;
  expect(mail.text).toMatch(/Content-Type: image\/jpeg; name=R-\d+-photo-1\.jpg/);
  expect(mail.text).toContain("Photos:      1 attached");
  for (const guess of [`/uploads/${big!.id}.jpg`, `/request-photos/${big!.id}`, `/owner/requests/1/photos/${big!.id}`]) {
    expect((await page.request.get(`${site}${guess}`, { maxRedirects: 0 })).status(), guess).not.toBe(200);
  }

  await page.getByRole("link", { name: "Follow your request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Received" })).toBeVisible();
  await expect(page.getByText("Photos received")).toBeVisible();
  await page.context().close();
});

test("the page a post without JavaScript answers (a refused photo, a form to send others) meets WCAG 2.2 AA", async ({ browser }) => {
  // axe needs JavaScript: the form is submitted the browser's own way, past the page's script.
  const page = await openForm(browser);
  await page.getByLabel("Phone").fill("519-555-0210");
  await page.getByLabel("Highway or road").selectOption("8");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Fairway Road, Kitchener");
  await page.getByLabel("Photos").setInputFiles([notAPhotoPath]);
  await Promise.all([
    page.waitForURL(`${site}/roadside`),
    page.locator('form[aria-label="Request roadside help"]').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await expect(page.getByRole("heading", { name: "Some photos were not kept" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("dangerous goods or someone hurt shows 'Call 911 first' at once, and on the confirmation; the request is still taken", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const page = await openForm(browser, { javaScriptEnabled });
    const phone = `519-555-02${javaScriptEnabled ? "06" : "07"}`;
    await expect(page.getByTestId("call-911")).toBeHidden();
    await page.getByLabel("Dangerous goods").check();
    await expect(page.getByTestId("call-911")).toBeVisible();
    await page.getByLabel("Tractor only").check();
    await expect(page.getByTestId("call-911")).toBeHidden();
    await page.getByLabel("Someone is hurt or the truck blocks a live lane").check();
    await expect(page.getByTestId("call-911")).toContainText("Call 911 first");
    await page.getByLabel("Phone").fill(phone);
    await page.getByLabel("Highway or road").selectOption("401");
    await page.getByLabel("Nearest exit, km marker or landmark").fill("km 40 near Essex");
    await page.getByRole("button", { name: "Send Roadside Request" }).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Call 911 first");
    expect(await rowByPhone(phone)).toMatchObject({ load: "Tractor only" });
    await page.context().close();
  }
  await expect.poll(() => mailsTo("519-555-0207").length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo("519-555-0207")[0]!.text).toContain("The driver was told to call 911 first: someone is hurt");
});

test("with JavaScript the text goes first and the photo follows, scaled on the phone; a bad photo can be retried and the request is safe", async ({
  browser,
}) => {
  const page = await openForm(browser, { permissions: ["geolocation"], geolocation: roadsideSpot });
  const phone = "519-555-0208";
  const posts: { url: string; bytes: number }[] = [];
  page.on("request", (request) => {
    // The count beacon's post (the form sent) is not the request's.
    const url = new URL(request.url()).pathname;
    if (request.method() === "POST" && url !== "/count") posts.push({ url, bytes: request.postDataBuffer()?.length ?? 0 });
  });
  await page.getByRole("button", { name: "Use my location" }).click();
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Photos").setInputFiles([photoPath, notAPhotoPath]);
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
  const photoList = page.getByRole("list").filter({ hasText: "dash-photo.jpg" });
  await expect(photoList.getByRole("listitem").first()).toContainText("Sent");
  await expect(photoList.getByRole("listitem").nth(1)).toContainText("Not sent");
  await expect(photoList.getByRole("listitem").nth(1)).toContainText("not a photo we can open");

  // The request's text was a small post of its own; the photo went scaled (1600 px JPEG) after it.
  expect(posts[0]!.url).toBe("/roadside.data");
  expect(posts[0]!.bytes).toBeLessThan(4_000);
  expect(posts[1]!.url).toMatch(/^\/request\/[A-Za-z0-9_-]{22}\/photos$/);
  await expect.poll(async () => (await rowByPhone(phone))?.photos, { timeout: 10_000 }).toBe(1);
  const widths = await Promise.all((await storedPhotos()).map(async ({ body }) => (await sharp(body).metadata()).width));
  expect(widths).toContain(1600);

  // Retrying the bad one fails the same way, clearly, and the request stays as it was.
  await photoList.getByRole("button", { name: "Try again" }).click();
  await expect(photoList.getByRole("listitem").nth(1)).toContainText("not a photo we can open");
  expect(await rowByPhone(phone)).toMatchObject({ photos: 1 });

  // The photo reaches the owner once: with the request's e-mail if it was there in time, else in a reply in the same thread.
  const photoMails = () => mailsTo(phone).filter((mail) => /Content-Type: image\/jpeg; name=R-\d+-photo-1\.jpg/.test(mail.text));
  await expect.poll(() => photoMails().length, { timeout: 15_000 }).toBe(1);
  const reply = mailsTo(phone).find((mail) => mail.text.includes("In-Reply-To"));
  if (reply) {
    const first = mailsTo(phone).find((mail) => mail.raw !== reply.raw)!;
    expect(reply.text).toContain(`In-Reply-To: ${/Message-ID: (<[^>]+>)/i.exec(first.text)?.[1]}`);
    expect(decodedSubject(reply.raw)).toMatch(/^Photos: ROADSIDE: /);
  }
  await page.context().close();
});

test("a post that cannot get through keeps every field, is kept on the phone with a call and a text offered, and goes once when the signal returns", async ({
  browser,
}) => {
  const page = await openForm(browser);
  const phone = "519-555-0209";
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Highway or road").selectOption("403");
  await page.getByLabel("Direction").selectOption("Westbound");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 38, Paris Road");
  await page.getByLabel("Fuel or gelled").check();
  // Wait until the page is live (hydrated), then lose the signal.
  await expect(page.getByRole("button", { name: "Use my location" })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Saved on this phone. It will be sent as soon as you have signal. If it's urgent, call or text now.");
  await expect(alert.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+15195550142");
  const sms = decodeURIComponent((await alert.getByRole("link", { name: "Text us" }).getAttribute("href")) ?? "");
  expect(sms).toMatch(/^sms:\+15195550142\?body=ROADSIDE HELP/);
  expect(sms).toContain("Highway 403 Westbound Exit 38, Paris Road");
  expect(sms).toContain("Fuel or gelled");
  expect(sms).toContain(phone);
  await expect(page.getByLabel("Nearest exit, km marker or landmark")).toHaveValue("Exit 38, Paris Road");
  expect(await rowByPhone(phone)).toBeUndefined();

  // The signal returns: the phone sends it by itself.
  await page.context().setOffline(false);
  await expect(page.getByText(/^Your request was sent at/)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await roadsideRows()).filter((row) => row.phone === phone).length).toBe(1);

  // The driver sends it again too: the same fill of the form is the same request, stored once,
  // and this phone (it holds the form's key) gets its own status page back.
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("heading", { name: "Already received" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Follow your request" })).toHaveAttribute("href", /^\/request\/[\w-]{22}$/);
  expect((await roadsideRows()).filter((row) => row.phone === phone)).toHaveLength(1);
  await page.context().close();
});

test("the status page follows the owner's status changes, shows no personal data, and is never cached or indexed", async ({
  browser,
  request,
}) => {
  const row = await rowByPhone("519-555-0201");
  expect(row).toBeDefined();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install();
  const response = await page.goto(`${site}${row!.statusPath}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Received");
  const text = (await page.locator("main").textContent()) ?? "";
  for (const personal of ["519-555-0201", "Gurpreet", "T-114", "AB12345", "42.097", "Leamington"]) expect(text).not.toContain(personal);
  await expectNoAxeViolations(page);

  // Left open, the page picks up a change by itself within 30 seconds, without a reload.
  expect((await leads("--status", String(row!.id), "dispatched")).code).toBe(0);
  // Each 30 s tick asks again; a tick whose answer does not come (a busy machine, a weak
  // signal) leaves the page as it was, and the next one brings the change.
  await expect
    .poll(async () => {
      await page.clock.fastForward(31_000);
      return page.getByRole("heading", { level: 1 }).textContent();
    })
    .toBe("Technician assigned");
  await expect(page.getByRole("button", { name: "Stop updating" })).toBeVisible();
  // A refresh with no signal keeps the page as it was, never an error page.
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.clock.fastForward(31_000);
  await page.waitForTimeout(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technician assigned");
  await page.unroute("**/*.data*");

  for (const [status, words] of [
    ["on-the-way", "On the way"],
    ["done", "Completed"],
    ["lost", "Closed"],
  ] as const) {
    expect((await leads("--status", String(row!.id), status)).code).toBe(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words);
  }
  // A closed request stops updating itself.
  await expect(page.getByText("updates itself")).toHaveCount(0);

  const unknown = await request.get(`${site}/request/AAAAAAAAAAAAAAAAAAAAAA`);
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["cache-control"]).toBe("no-store");
  expect(await unknown.text()).toContain("Request not found");
  expect((await request.get(`${site}/request/not-a-token`)).status()).toBe(404);
  // Photos cannot be added to a request that does not exist.
  const stray = await request.post(`${site}/request/AAAAAAAAAAAAAAAAAAAAAA/photos`, {
    headers: { Accept: "application/json", Origin: site },
    multipart: { photos: { name: "x.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(photoPath) } },
  });
  expect(stray.status()).toBe(404);
  await context.close();
});

/** Bytes of RFC 2047 encoded words (B or Q), joined before decoding: a character may span two words. */
function decodedSubject(raw: string): string {
  const header = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "").replace(/\r?\n[ \t]/g, " ");
  const bytes: number[] = [];
  let rest = header;
  const word = /^=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/i;
  let match: RegExpExecArray | null;
  if (!word.test(rest)) return header.trim();
  while ((match = word.exec(rest))) {
    const [whole, encoding, text] = match as unknown as [string, string, string];
    if (encoding.toUpperCase() === "B") bytes.push(...Buffer.from(text, "base64"));
    else
      for (let i = 0; i < text.length; i++) {
        if (text[i] === "=") {
          bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push((text[i] === "_" ? " " : text[i]!).charCodeAt(0));
      }
    rest = rest.slice(whole.length);
  }
  return Buffer.from(bytes).toString("utf8").trim();
}

/** The message as a person reads it: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (sequence) =>
    Buffer.from(
      sequence
        .slice(1)
        .split("=")
        .map((hex) => parseInt(hex, 16)),
    ).toString("utf8"),
  );
}
