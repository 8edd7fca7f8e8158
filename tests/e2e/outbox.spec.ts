import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, storedLeads, test, uniqueName, waitForHydration } from "./fixtures";

// The service worker is part of what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A request typed with no signal is kept on the phone and goes by itself when the signal returns.
test.describe.configure({ timeout: 60_000 });

const keptMessage = "Saved on this phone. It will be sent as soon as you have signal. If it's urgent, call or text now.";

/** The requests kept in the browser's IndexedDB outbox. */
function keptRequests(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ requestId: string; savedAt: number; sentAt?: number; photos: Blob[] }[]>((resolve, reject) => {
        const open = indexedDB.open("so-mobile-diesel-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("requests").objectStore("requests").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Moves every kept request's save time back, as if the phone had been out of signal that long. */
function ageKeptRequests(page: Page, hours: number) {
  return page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("so-mobile-diesel-outbox");
        open.onsuccess = () => {
          const store = open.result.transaction("requests", "readwrite").objectStore("requests");
          const all = store.getAll();
          all.onsuccess = () => {
            for (const entry of all.result) store.put({ ...entry, savedAt: entry.savedAt - ms }, entry.requestId);
            store.transaction.oncomplete = () => resolve();
          };
        };
        open.onerror = () => reject(open.error);
      }),
    hours * 3600_000,
  );
}

async function fillQuote(page: Page, name: string) {
  await page.goto("/contact");
  // The form is live (hydrated) before the signal goes.
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill("519-555-0177");
  await form.getByLabel("Email").fill("driver@example.com");
  await form.getByLabel("How can we help?").fill("Stuck near Dutton on the 401, air leak.");
  return form;
}

test("a quote request sent with no signal is kept on the phone, and goes once when the signal returns", async ({ page, context }) => {
  const name = uniqueName("Offline Driver");
  const form = await fillQuote(page, name);
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Saved on this phone" });
  await expect(alert).toHaveText(new RegExp(`^${keptMessage.replace(/[.?'()]/g, "\\$&")}`));
  await expect(alert.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+15195550142");
  await expect(alert.getByRole("link", { name: "Text us" })).toHaveAttribute("href", /^sms:\+15195550142\?body=/);
  expect(await keptRequests(page)).toHaveLength(1);
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText(/^Your request was sent at \d{1,2}:\d{2} (AM|PM)\.$/)).toBeVisible({ timeout: 15_000 });
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(1);
  // Sent again by a retry, or by the worker, it is still one request.
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.getByText("Quote Request Received!").first()).toBeVisible();
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(1);
});

test("from a page other than the contact page (home, on a first visit), a quote typed with no signal is kept too, and the page stays", async ({
  page,
  context,
}) => {
  const name = uniqueName("Home Page Driver");
  await page.goto("/");
  const form = page.getByRole("form", { name: "Request a quote" });
  // Typing brings the form's code (it waits for the visitor's first touch); it is live before the signal goes.
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill("519-555-0178");
  await form.getByLabel("Email").fill("driver@example.com");
  await form.getByLabel("How can we help?").fill("Reefer down at the Woodstock truck stop.");
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(form.getByRole("alert")).toContainText("Saved on this phone.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("24/7 Emergency Mobile Diesel Truck Repair");
  await context.setOffline(false);
  await expect(page.getByText(/^Your request was sent at/)).toBeVisible({ timeout: 15_000 });
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(1);
});

test("a kept roadside request with its photo goes on the next visit to any page", async ({ page, context }) => {
  // Found again by its name: the phone numbers of the tests repeat.
  const name = uniqueName("Roadside Outbox Driver");
  await page.goto("/roadside");
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="requestId"]')?.value !== "");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("519-555-0163");
  await page.getByLabel("Highway or road").selectOption("402");
  await page.getByLabel("Nearest exit, km marker or landmark").fill("Exit 25, Wyoming");
  await page.getByLabel("Photos").setInputFiles({ name: "dash.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Roadside Request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saved on this phone" })).toBeVisible();
  await expect.poll(async () => (await keptRequests(page))[0]?.photos.length).toBe(1);
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto("/services");
  await expect(later.getByText(/^Your request was sent at/)).toBeVisible({ timeout: 15_000 });
  const rows = (await storedLeads()).filter((row) => row.name === name) as unknown as { kind: string; photos: number }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "roadside", photos: 1 });
  await later.getByRole("button", { name: "OK" }).click();
  await expect(later.getByText(/^Your request was sent at/)).toHaveCount(0);
  expect(await keptRequests(later)).toHaveLength(0);
});

test("a request still unsent after 24 hours is shown again, not sent by itself", async ({ page, context }) => {
  const name = uniqueName("Stale Driver");
  const form = await fillQuote(page, name);
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Quote Request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saved on this phone" })).toBeVisible();
  await ageKeptRequests(page, 25);
  await context.setOffline(false);
  await page.goto("/");
  await expect(page.getByText(/A quote request saved on this phone on .* was never sent\./)).toBeVisible();
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(0);
  await page.getByRole("button", { name: "Send it now" }).click();
  await expect(page.getByText(/^Your request was sent at/)).toBeVisible();
  expect((await storedLeads()).filter((row) => row.name === name)).toHaveLength(1);
});

/** A small camera-like photo, made the way the server will read it. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 160, b: 30 } } })
    .jpeg()
    .toBuffer();
