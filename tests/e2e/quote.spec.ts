import type { Page } from "@playwright/test";
import { expect, storedLeads, test, uniqueName } from "./fixtures";

/** The toast on screen (Radix Toast lists toasts in the "Notifications" region). */
const toastWith = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

async function fillQuote(page: Page, name: string, phone = "519-555-0100") {
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("driver@example.com");
  await form.getByLabel("Phone").fill(phone);
  await form.getByLabel("How can we help?").fill("Air leak on the trailer, parked at the Tilbury ONroute, 401 westbound.");
  return form;
}

/**
 * With JavaScript the form's code comes at the visitor's first touch (app/loading/defer-hydration.tsx):
 * typing brings it, and a visitor types for longer than it takes. The test waits for it (the
 * request id it sets) before sending; a send before that is a plain post (tested without JavaScript).
 */
async function formIsLive(page: Page) {
  await page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('form[aria-label="Request a quote"] input[name="requestId"]')?.value !== "",
  );
}

test.describe("quote requests", () => {
  test("with JavaScript: the toast confirms, the fields reset, and the owner sees the request", async ({ page }) => {
    const name = uniqueName("JS Driver");
    await page.goto("/");
    const form = await fillQuote(page, name);
    await formIsLive(page);
    await form.getByRole("button", { name: "Send Quote Request" }).click();
    const toast = toastWith(page, "Quote Request Received!");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll contact you within 30 minutes during business hours.");
    for (const label of ["Name", "Email", "Phone", "How can we help?"]) await expect(form.getByLabel(label)).toHaveValue("");
    await expect(page).toHaveURL("/");
    const lead = (await storedLeads()).find((row) => row.name === name);
    expect(lead).toMatchObject({ email: "driver@example.com", phone: "519-555-0100" });
  });

  test("without JavaScript: the form posts and a confirmation page is shown", async ({ noJsPage }) => {
    const name = uniqueName("No-JS Driver");
    await noJsPage.goto("/");
    const form = await fillQuote(noJsPage, name);
    await form.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(noJsPage.getByRole("heading", { level: 1, name: "Quote Request Received!" })).toBeVisible();
    await expect(noJsPage.getByText("We'll contact you within 30 minutes during business hours.")).toBeVisible();
    expect((await storedLeads()).some((row) => row.name === name)).toBe(true);
  });

  test("without JavaScript: a request the server refuses comes back with the typed values and the reason", async ({ noJsPage }) => {
    const name = uniqueName("Short Phone");
    await noJsPage.goto("/contact");
    const form = await fillQuote(noJsPage, name, "555-12");
    await form.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(noJsPage.getByText("Please enter a phone number with 7 to 15 digits.")).toBeVisible();
    await expect(noJsPage.getByRole("form", { name: "Request a quote" }).getByLabel("Name")).toHaveValue(name);
    expect((await storedLeads()).some((row) => row.name === name)).toBe(false);
  });

  test("a lost connection keeps the fields, keeps the request on the phone and offers a call and a text", async ({ page }) => {
    const name = uniqueName("Offline Driver");
    await page.goto("/contact");
    // With JavaScript the form posts its fields itself, to the JSON twin of the quote action.
    await page.route("**/outbox?kind=quote", (route) => route.abort("internetdisconnected"));
    const form = await fillQuote(page, name);
    await formIsLive(page);
    await form.getByRole("button", { name: "Send Quote Request" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Saved on this phone. It will be sent as soon as you have signal. If it's urgent, call or text now.");
    await expect(alert.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+15195550142");
    await expect(alert.getByRole("link", { name: "Text us" })).toHaveAttribute("href", /^sms:\+15195550142\?body=Quote%20request/);
    await expect(form.getByLabel("Name")).toHaveValue(name);
  });

  test("a bot that fills the hidden field is thanked and kept as spam, out of the owner's list", async ({ request }) => {
    const name = uniqueName("Bot");
    const response = await request.post("/contact", {
      form: { name, email: "bot@example.com", phone: "5195550100", message: "Buy now", company_website: "https://spam.example" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Quote Request Received!");
    expect((await storedLeads()).some((row) => row.name === name)).toBe(false);
    expect((await storedLeads({ spam: true })).find((row) => row.name === name)).toMatchObject({ spam: true });
  });

  test.describe("the toast", () => {
    async function showToast(page: Page) {
      await page.goto("/contact");
      const form = await fillQuote(page, uniqueName("Toast"));
      await formIsLive(page);
      await form.getByRole("button", { name: "Send Quote Request" }).click();
      const toast = toastWith(page, "Quote Request Received!");
      await expect(toast).toBeVisible();
      return toast;
    }

    test("is dismissed by Escape", async ({ page }) => {
      const toast = await showToast(page);
      await page.keyboard.press("Escape");
      await expect(toast).toBeHidden();
    });

    test("is dismissed by its close button", async ({ page }) => {
      const toast = await showToast(page);
      await toast.getByRole("button", { name: "Close" }).click();
      await expect(toast).toBeHidden();
    });

    test("goes away by itself after 5 seconds", async ({ page }) => {
      // The page's clock, moved by the test: a loaded machine cannot make 4 s look like 5.
      await page.clock.install();
      const toast = await showToast(page);
      await page.clock.runFor(4_000);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1_500);
      await expect(toast).toBeHidden();
    });
  });
});
