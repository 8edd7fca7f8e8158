import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("home page", () => {
  test("the hero states 24/7 emergency service with a call button that dials", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "24/7 Emergency Mobile Diesel Truck Repair" });
    await expect(hero.getByRole("heading", { level: 1 })).toContainText("24/7");
    const call = hero.getByRole("link", { name: /Call Now for Service/ });
    await expect(call).toHaveAttribute("href", "tel:+15195550142");
  });

  test("'Get a Quote' jumps to the quote form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL("/#contact");
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page.getByRole("form", { name: "Request a quote" })).toBeVisible();
  });

  test("has every section of the specification at its anchor", async ({ page, request }) => {
    await page.goto("/");
    const services = page.locator("#services");
    const titles = [
      "Engine Diagnostics & Repair",
      "Mobile Tire Services",
      "Brake Repairs",
      "Fuel System Services",
      "Electrical Repairs",
      "Battery Services",
      "Air Suspension & Airbags",
      "Wheel Seals",
      "Emergency Roadside Assistance",
    ];
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(titles);
    const learnMore = services.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(9);
    for (const href of await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/);
      expect((await request.get(href!, { maxRedirects: 0 })).status()).toBe(200);
    }

    const banner = page.getByRole("region", { name: "Emergency Roadside Assistance" });
    await expect(banner.getByRole("link", { name: /Call 24\/7/ })).toHaveAttribute("href", "tel:+15195550142");

    await expect(page.locator("#about").getByRole("heading", { level: 3 })).toHaveText([
      "Certified Mechanics",
      "Fast Response Time",
      "All Makes & Models",
      "Quality Guarantee",
    ]);

    const coverage = page.locator("#coverage");
    await expect(coverage.getByRole("heading", { level: 3 })).toHaveText(["Windsor, ON", "Essex County, ON", "Extended Coverage"]);
    for (const place of ["Walkerville", "Riverside", "Leamington", "Tecumseh", "Belle River", "Cottam", "Harrow"]) {
      await expect(coverage).toContainText(place);
    }
    await expect(coverage).toContainText("Not in these areas? Give us a call - we may still be able to help!");

    await expect(page.locator("#contact").getByRole("form", { name: "Request a quote" })).toBeVisible();
  });

  test("shows its text, phone and form with JavaScript off", async ({ noJsPage }) => {
    await noJsPage.goto("/");
    await expect(noJsPage.getByRole("heading", { level: 1 })).toContainText("24/7 Emergency Mobile Diesel Truck Repair");
    await expect(noJsPage.getByRole("link", { name: /Call Now for Service/ })).toHaveAttribute("href", "tel:+15195550142");
    await expect(noJsPage.locator("#services li")).toHaveCount(9);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
