import { reviewsAreSamples, sampleReviewsNote } from "../../app/content/reviews";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("/reviews", () => {
  test("shows six five-star reviews and the count and average of what it shows", async ({ page }) => {
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const reviews = page.getByRole("list", { name: "Reviews" }).getByRole("listitem");
    await expect(reviews).toHaveCount(6);
    for (const review of await reviews.all()) {
      await expect(review.getByRole("img", { name: "Rated 5 out of 5", exact: true })).toHaveCount(1);
      await expect(review.locator("blockquote")).not.toBeEmpty();
      await expect(review.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }

    const main = page.getByRole("main");
    // Computed from what is shown: the six samples until real reviews are published.
    await expect(main.getByText("6 reviews", { exact: true })).toBeVisible();
    await expect(main.getByText("5 out of 5", { exact: true })).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: /quote/i })).toHaveAttribute("href", "/contact");
  });

  test("says in a visible note that the reviews are samples, and never calls them customers' reviews", async ({ page }) => {
    test.skip(!reviewsAreSamples, "the reviews are real");
    await page.goto("/reviews");
    const note = page.getByRole("note");
    await expect(note).toHaveText(sampleReviewsNote);
    await expect(note).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
    await expect(page.getByRole("heading", { name: "Sample Reviews" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/customer reviews|what drivers and fleets say/i);
    await expect(page).toHaveTitle(/^Reviews \|/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /samples/);
  });

  test("carries no review or rating structured data", async ({ page }) => {
    await page.goto("/reviews");
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(jsonLd).not.toMatch(/"Review"|AggregateRating|ratingValue/);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/reviews");
    await expectNoAxeViolations(page);
  });
});

test.describe("/about-us", () => {
  test("has its heading, a call link and a link to the contact page", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/drives to your truck/i);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /call/i }).first()).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/service-areas"]')).toBeVisible();
    await expect(main.getByText(/Red Seal/).first()).toBeVisible();
    await expect(main.getByRole("heading", { name: "How a Call Works" })).toBeVisible();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/about-us");
    await expectNoAxeViolations(page);
  });
});

test.describe("/contact", () => {
  test("has the quote form, phone and email links and the hours", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();

    const form = main.getByRole("form", { name: "Request a quote" });
    // The four fields of the specification; the hidden spam trap is out of the accessibility tree.
    await expect(form.getByRole("textbox")).toHaveCount(4);
    for (const label of ["Name", "Email", "Phone", "How can we help?"]) {
      await expect(form.getByRole("textbox", { name: label })).toBeVisible();
      await expect(form.getByRole("textbox", { name: label })).toHaveAttribute("required", "");
    }
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    await expect(form.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel");
    await expect(form.getByRole("textbox", { name: "How can we help?" })).toHaveAttribute("rows", "5");
    await expect(form.getByRole("button", { name: /quote|send|submit/i })).toBeVisible();

    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(main.getByText(/24\/7/).first()).toBeVisible();
    await expect(main.getByText(/Mon-Sat 7AM-7PM/).first()).toBeVisible();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});
