/**
 * Upfront quotes made real: the owner writes an estimate on the request's page, the
 * driver approves it on the status page (name, PO, "I may approve"), more work is a new version
 * that needs its own approval, an old version's approval is refused, and the record is in the
 * history, the CSV export and print. At 390 px, with JavaScript and without.
 */
import type { Page } from "@playwright/test";
import { testPort } from "../../test-support/environment";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { startSiteUnderTest, type SiteUnderTest } from "./site-under-test";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const owner = { email: "estimates-owner@example.com", password: "upfront quotes made real" };
let sut: SiteUnderTest;

test.beforeAll(async () => {
  sut = await startSiteUnderTest({ port: testPort(4451) });
  await sut.addOwner(owner);
});

test.afterAll(async () => {
  await sut?.stop();
});

async function writeEstimate(ownerPage: Page, id: number, parts: [string, string, string][]) {
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await waitForHydration(ownerPage);
  // Once a version is sent, the next is written on purpose: the form opens under "Write a new version".
  const another = ownerPage.getByText("Write a new version");
  if (await another.count()) await another.click();
  await ownerPage.getByLabel("Call-out fee").fill("$175");
  await ownerPage.getByLabel("Labour hours").fill("1.5");
  await ownerPage.getByLabel("Hourly rate").fill("129.99");
  for (const [index, [what, count, price]] of parts.entries()) {
    await ownerPage.getByLabel(`Part ${index + 1}: what`).fill(what);
    await ownerPage.getByLabel(`Part ${index + 1}: how many`).fill(count);
    await ownerPage.getByLabel(`Part ${index + 1}: unit price`).fill(price);
  }
}

test("the owner writes v1, the driver approves it, more work is v2, the old approval is refused, v2 is approved", async ({ browser }) => {
  const { id, statusToken } = await sut.postRoadside({ name: "Estimate Driver" });
  const ownerPage = await sut.signedInPage(browser, owner);
  await writeEstimate(ownerPage, id, [["Air dryer cartridge", "1", "89.99"]]);
  // 175 + 194.99 + 89.99 = 459.98; HST 59.80 (59.7974 rounded half up); total 519.78.
  await expect(ownerPage.getByText("Subtotal $459.98 · HST 13 % $59.80 · Total $519.78")).toBeVisible();
  await expectNoAxeViolations(ownerPage);
  await ownerPage.getByRole("button", { name: "Send estimate" }).click();
  await expect(ownerPage.getByText("Waiting for the customer's approval")).toBeVisible();

  const driver = await sut.driverPage(browser, statusToken);
  await expect(driver.getByRole("heading", { name: "Waiting for your approval" })).toBeVisible();
  await expect(driver.getByText("Labour: 1.5 h × $129.99")).toBeVisible();
  await expect(driver.getByRole("row", { name: /Total \$519\.78/ })).toBeVisible();
  await expect(driver.getByText("The repair price is given once the technician has diagnosed the truck")).toBeVisible();
  await expectNoAxeViolations(driver);
  await driver.getByLabel(/Your name/).fill("Jane Roy");
  await driver.getByLabel(/PO number/).fill("PO-4411");
  await driver.getByLabel("I may approve this repair for this truck").check();
  await driver.getByRole("button", { name: "Approve $519.78" }).click();
  // Said at the top (what was decided, what happens next) and in the estimate.
  await expect(driver.getByRole("region", { name: "Estimate" }).getByText(/^Approved by Jane Roy, PO PO-4411, /)).toBeVisible();
  await expect(driver.getByRole("heading", { name: "Estimate approved", exact: true })).toBeVisible();

  // The owner is e-mailed the decision once (claimed in the alert queue like every alert).
  const decisionMails = () => sut.smtp.received.filter((mail) => mail.raw.includes(`Subject: R-${id}: Approved estimate version 1`));
  await expect.poll(() => decisionMails().length, { timeout: 10_000 }).toBe(1);
  // The driver's words said to be theirs (a soft line break of the mail's encoding joined).
  expect(decisionMails()[0]!.raw.replace(/=\r?\n/g, "")).toContain("The driver typed the name Jane Roy, PO PO-4411.");
  // The owner sees it at once, first in the inbox, and in the request's history.
  await ownerPage.goto(`${sut.site}/owner`);
  // New messages names what came.
  await expect(ownerPage.getByRole("region", { name: /New messages/ })).toContainText("Estimate approved by Jane Roy");
  await writeEstimate(ownerPage, id, [
    ["Air dryer cartridge", "1", "89.99"],
    ["Brake chamber", "2", "64.50"],
  ]);
  await expect(ownerPage.getByText("Version 2 (more work: needs a new approval)")).toBeVisible();
  await ownerPage.getByRole("button", { name: "Send estimate" }).click();
  await expect(ownerPage.getByText(/Estimate sent: version 2: \$665\.55 with HST/)).toBeVisible();

  // The page the driver still has open approves version 1: refused, the new version shown.
  const stale = await sut.plainClient({ Origin: sut.site });
  const refused = await stale.post(`/request/${statusToken}/estimate`, {
    form: { version: "1", decision: "approve", name: "Jane Roy", authority: "yes" },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.text()).toContain("The estimate changed: review the new one below before you decide.");
  await stale.dispose();

  await driver.reload();
  await expect(driver.getByText("Changed since version 1 ($519.78):")).toBeVisible();
  await expect(driver.getByText("Added: Brake chamber: 2 × $64.50 = $129.00")).toBeVisible();
  await expect(driver.getByText("New total: $665.55")).toBeVisible();
  await driver.getByLabel(/Your name/).fill("Jane Roy");
  await driver.getByLabel("I may approve this repair for this truck").check();
  await driver.getByRole("button", { name: "Approve $665.55" }).click();
  await expect(driver.getByRole("region", { name: "Estimate" }).getByText(/^Approved by Jane Roy, /)).toBeVisible();

  // Printed: the estimate and the decision, without the site's header, footer or forms.
  await driver.emulateMedia({ media: "print" });
  await expect(driver.locator("header.fixed")).toBeHidden();
  await expect(driver.getByRole("heading", { name: "Messages" })).toBeHidden();
  await driver.screenshot({ path: test.info().outputPath("estimate-print.png"), fullPage: true });

  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  const history = ownerPage.getByRole("region", { name: "History" });
  await expect(history).toContainText("Estimate approved: version 1 ($519.78) by Jane Roy, PO PO-4411");
  await expect(history).toContainText("Estimate approved: version 2 ($665.55) by Jane Roy");
  const csv = await (await ownerPage.request.get(`${sut.site}/owner/export.csv`)).text();
  expect(csv.split("\r\n")[0]!.split(",")).toContain("estimates");
  expect(csv).toContain("v1 $519.78 approved by Jane Roy, PO PO-4411");
  expect(csv).toContain("v2 $665.55 approved by Jane Roy");
  await ownerPage.context().close();
  await driver.context().close();
});

test(
  "without JavaScript: a missing name or tick is refused with the typed values kept; a decline keeps its reason",
  { tag: "@engine-free" },
  async ({ browser }) => {
    const { id, statusToken } = await sut.postRoadside({ name: "Plain Estimate Driver" });
    const ownerPage = await sut.signedInPage(browser, owner);
    await writeEstimate(ownerPage, id, []);
    await ownerPage.getByRole("button", { name: "Send estimate" }).click();
    await expect(ownerPage.getByText("Waiting for the customer's approval")).toBeVisible();
    await ownerPage.context().close();

    // The browser stops an empty required field; a post without it (an old browser, a script) is refused by the server too.
    const client = await sut.plainClient({ Origin: sut.site });
    const noName = await client.post(`/request/${statusToken}/estimate`, {
      form: { version: "1", decision: "approve", poNumber: "PO-77", authority: "yes" },
    });
    expect(noName.status()).toBe(400);
    const page = await noName.text();
    expect(page).toContain("Type your name to approve.");
    expect(page).toContain('value="PO-77"');
    const noTick = await client.post(`/request/${statusToken}/estimate`, {
      form: { version: "1", decision: "approve", name: "Sam Patel" },
    });
    expect(noTick.status()).toBe(400);
    expect(await noTick.text()).toContain("Tick “I may approve this repair for this truck” to approve.");
    await client.dispose();

    const driver = await sut.driverPage(browser, statusToken, { javaScript: false });
    await driver.getByLabel(/Reason/).fill("Will tow it to our own shop");
    await driver.getByRole("button", { name: "Decline" }).click();
    await expect(driver.getByRole("region", { name: "Estimate" }).getByText(/^Declined .*: Will tow it to our own shop$/)).toBeVisible();
    await driver.context().close();
    // The owner's e-mail says the reason is what the driver typed: typed words never read as the site's own.
    const declined = () => sut.smtp.received.filter((mail) => mail.raw.includes(`Subject: R-${id}: Declined estimate version 1`));
    await expect.poll(() => declined().length, { timeout: 10_000 }).toBe(1);
    expect(declined()[0]!.raw.replace(/=\r?\n/g, "")).toMatch(
      /Declined estimate version 1 \(\$[\d,.]+\)\. The reason the driver typed: Will tow it to our own shop/,
    );
  },
);

test("bad estimates and decisions are refused with what was wrong, and nothing half-saved", async ({ browser }) => {
  const { id, statusToken } = await sut.postRoadside({ name: "Hostile Estimate Driver" });
  const ownerPage = await sut.signedInPage(browser, owner);
  await ownerPage.goto(`${sut.site}/owner/requests/${id}`);
  await ownerPage.getByLabel("Call-out fee").fill("-5");
  await ownerPage.getByLabel("Part 1: what").fill("Tire");
  await ownerPage.getByLabel("Part 1: unit price").fill("250000");
  await ownerPage.getByRole("button", { name: "Send estimate" }).click();
  const alert = ownerPage.getByRole("alert");
  await expect(alert).toContainText('Call-out: "-5" is not an amount');
  await expect(alert).toContainText("Part 1: $250,000.00 is over $100,000.00");
  await expect(ownerPage.getByText("Waiting for the customer's approval")).toHaveCount(0);

  const client = await sut.plainClient({ Origin: sut.site });
  // No estimate yet: nothing to approve.
  expect(
    (
      await client.post(`/request/${statusToken}/estimate`, { form: { version: "1", decision: "approve", name: "X", authority: "yes" } })
    ).status(),
  ).toBe(404);
  await writeEstimate(ownerPage, id, []);
  await ownerPage.getByRole("button", { name: "Send estimate" }).click();
  await expect(ownerPage.getByText("Waiting for the customer's approval")).toBeVisible();
  const approve = { version: "1", decision: "approve", name: "Jane Roy", authority: "yes" };
  // A name nobody can read (a zero-width space) is no name.
  const invisible = await client.post(`/request/${statusToken}/estimate`, { form: { ...approve, name: "\u200B" } });
  expect(invisible.status()).toBe(400);
  expect(await invisible.text()).toContain("Type your name to approve.");
  expect((await client.post(`/request/${"B".repeat(22)}/estimate`, { form: approve })).status()).toBe(404);
  const crossSite = await sut.plainClient({ Origin: "https://evil.example" });
  expect((await crossSite.post(`/request/${statusToken}/estimate`, { form: approve })).status()).toBe(403);
  await crossSite.dispose();
  // Closed: too late to approve.
  await ownerPage.getByLabel("Status", { exact: true }).selectOption("done");
  await ownerPage.getByRole("button", { name: "Save status and arrival" }).click();
  await expect(ownerPage.getByText(/Status set to: done/)).toBeVisible();
  const closed = await client.post(`/request/${statusToken}/estimate`, { form: approve });
  expect(closed.status()).toBe(409);
  expect(await closed.text()).toContain("This request is closed");
  await client.dispose();
  const db = sut.database();
  const decided = (await db.execute({ sql: "SELECT count(*) AS n FROM estimates WHERE request = ? AND decision IS NOT NULL", args: [id] }))
    .rows[0]!.n;
  await db.close();
  expect(Number(decided)).toBe(0);
  await ownerPage.context().close();
});
