import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("unknown routes", () => {
  test("answer 404 with 'Oops! Page not found', a way home, and the path in the console", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => consoleErrors.join("\n")).toContain("/no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the 404 page has no accessibility violations", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });

  test("a trailing slash redirects to the canonical URL", async ({ request }) => {
    const response = await request.get("/contact/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/contact");
  });
});
