import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const usDate = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

/** The post cards of the blog list. */
function postCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

function categoryNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Blog categories" });
}

test.describe("/blog", () => {
  test("lists 8 posts, newest first, each with title link, date and read time", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = postCards(page);
    await expect(cards).toHaveCount(8);

    const dates: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
      const time = card.locator("time");
      await expect(time).toHaveText(usDate);
      dates.push((await time.getAttribute("datetime")) ?? "");
      await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    }
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(categoryNav(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("filters by category and back to all", async ({ page }) => {
    await page.goto("/blog");
    const nav = categoryNav(page);
    await expect(nav.getByRole("link")).toHaveCount(7);

    await nav.getByRole("link", { name: "Seasonal Tips" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Seasonal(\+|%20)Tips$/);
    await expect(nav.getByRole("link", { name: "Seasonal Tips" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "All", exact: true })).not.toHaveAttribute("aria-current", /.*/);
    const cards = postCards(page);
    await expect(cards).not.toHaveCount(8);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("post-category")).toHaveText("Seasonal Tips");
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await nav.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(8);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
  });

  test("filters without JavaScript", async ({ noJsPage }) => {
    await noJsPage.goto("/blog?category=Seasonal%20Tips");
    const cards = postCards(noJsPage);
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards).not.toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("post-category")).toHaveText("Seasonal Tips");
    }
    await expect(categoryNav(noJsPage).getByRole("link", { name: "Seasonal Tips" })).toHaveAttribute("aria-current", "page");

    // The filter links are plain links the server answers.
    await categoryNav(noJsPage).getByRole("link", { name: "Pricing" }).click();
    await expect(noJsPage).toHaveURL(/category=Pricing$/);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("post-category")).toHaveText("Pricing");
    }
  });

  test("shows every post for an unknown category", async ({ page }) => {
    const response = await page.goto("/blog?category=Not%20a%20category");
    expect(response?.status()).toBe(200);
    await expect(postCards(page)).toHaveCount(8);
    await expect(categoryNav(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/blog");
    await expectNoAxeViolations(page);
  });
});

test.describe("/blog/{slug}", () => {
  const slug = "winter-diesel-fuel-gelling-prevention";

  test("shows the article with its date, read time, category and related posts", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const header = main.locator("section").first();
    await expect(header.locator("time")).toHaveText(usDate);
    await expect(header.getByText(/^\d+ min read$/)).toBeVisible();
    const category = (await header.getByTestId("post-category").textContent()) ?? "";
    expect(category).toBe("Seasonal Tips");

    const article = main.getByRole("article").first();
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect((await article.textContent())?.split(/\s+/).length).toBeGreaterThan(600);

    const related = main.getByRole("list", { name: /^Related articles/ }).getByRole("article");
    const relatedCount = await related.count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    for (const card of await related.all()) {
      await expect(card.getByTestId("post-category")).toHaveText(category);
      await expect(card.getByRole("link")).not.toHaveAttribute("href", `/blog/${slug}`);
    }

    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: /quote/i }).first()).toHaveAttribute("href", "/contact");

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).toContain('"BlogPosting"');
  });

  test("a post without related posts says so and links to the blog", async ({ page }) => {
    await page.goto("/blog/mobile-diesel-repair-cost-ontario");
    await expect(page.getByRole("main").getByRole("list", { name: /^Related articles/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See all articles" })).toHaveAttribute("href", "/blog");
  });

  test("an unknown slug ends on /blog", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postCards(page)).toHaveCount(8);
  });

  test("an unknown slug reached in the app ends on /blog, and Back returns to the page before", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // No page links to a missing post, so navigate in the app the way a stale link would.
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
      await router.navigate("/blog/no-such-post");
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postCards(page)).toHaveCount(8);
    await page.goBack();
    await expect(page).toHaveURL(/\/reviews$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expectNoAxeViolations(page);
  });
});
