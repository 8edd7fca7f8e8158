import { telHref } from "../../app/config/site";
import { cities } from "../../app/content/cities";
import { cityPath } from "../../app/lib/paths";
import { redirectTarget } from "../../app/lib/redirects";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const highPriority = ["Hamilton", "Brantford", "Kitchener", "Cambridge", "Milton"];
const coverageNote = "Not in these areas? Give us a call - we may still be able to help!";

function cityNamed(name: string) {
  const city = cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`No city named ${name} in the content`);
  return city;
}

test.describe("/service-areas", () => {
  test("lists 17 city cards, high priority first, each linking to a page that answers 200", async ({ page, request }) => {
    const response = await page.goto("/service-areas");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Mobile Diesel Mechanics Across Southern Ontario/i);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Service Areas");

    const grid = page.getByRole("region", { name: "Towns and Cities We Serve" });
    const cards = grid.getByRole("listitem");
    await expect(cards).toHaveCount(17);
    const cardHeadings = await grid.getByRole("heading", { level: 3 }).allTextContents();
    expect(cardHeadings.map((heading) => heading.trim())).toHaveLength(17);
    expect(cardHeadings.slice(0, 5).map((heading) => heading.trim())).toEqual(highPriority.map((name) => `${name}, ON`));
    for (const city of cities) {
      // The full description is in the page even where the card clamps it visually.
      await expect(grid.getByText(city.description, { exact: true })).toHaveCount(1);
    }

    const links = grid.getByRole("link", { name: /^View Details/ });
    await expect(links).toHaveCount(17);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(new Set(hrefs).size).toBe(17);
    expect([...hrefs].sort()).toEqual(cities.map((city) => cityPath(city.slug)).sort());
    for (const href of hrefs) {
      const answer = await request.get(href, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(200);
    }
    // Each link names its city for screen readers.
    await expect(grid.getByRole("link", { name: "View Details for Petrolia, ON" })).toHaveCount(1);
  });

  test("has the Extended Coverage text, the coverage note and a call link", async ({ page }) => {
    await page.goto("/service-areas");
    const extended = page.getByRole("region", { name: "Extended Coverage" });
    for (const county of ["Essex County", "Lambton County", "Middlesex County"]) {
      await expect(extended.getByRole("heading", { name: county })).toBeVisible();
    }
    await expect(extended.getByText(coverageNote, { exact: true })).toBeVisible();
    await expect(extended.locator('a[href^="tel:"]')).toBeVisible();
  });

  test("opens a city page from its card", async ({ page }) => {
    await page.goto("/service-areas");
    await page.getByRole("link", { name: "View Details for Hamilton, ON" }).click();
    await expect(page).toHaveURL(/\/service-areas\/diesel-mechanic-hamilton$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityNamed("Hamilton").h1);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/service-areas");
    await expectNoAxeViolations(page);
  });
});

for (const name of ["Hamilton", "Petrolia"]) {
  const city = cityNamed(name);
  const path = cityPath(city.slug);

  test(`${name} city page shows every section`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${city.seoTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.h1);
    await expect(page.getByText(city.description, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Service Areas" })).toHaveAttribute("href", "/service-areas");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Service Areas" })).toHaveAttribute("href", "/service-areas");
    await expect(crumbs.getByText(name, { exact: true })).toHaveAttribute("aria-current", "page");

    const main = page.getByRole("main");
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    const requestService = main.getByRole("link", { name: "Request Service", exact: true });
    await expect(requestService).toHaveAttribute("href", "#contact");

    const coverage = page.getByRole("region", { name: `Neighbourhoods and Areas We Cover in ${name}` });
    await expect(coverage.getByRole("list", { name: `Neighbourhoods in ${name}` }).getByRole("listitem")).toHaveText(city.neighborhoods);
    await expect(coverage.getByRole("list", { name: "Corridors We Cover" }).getByRole("listitem")).toHaveText(city.highways ?? []);

    const features = page.getByRole("region", { name: `How We Keep ${name} Trucks Moving` });
    await expect(features.getByRole("listitem")).toHaveText(city.features);

    const services = page.getByRole("region", { name: `Repairs We Bring to ${name}` });
    const serviceLinks = services.getByRole("link");
    await expect(serviceLinks).toHaveCount(9);
    for (const href of await serviceLinks.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/services\/[a-z-]+$/);
      expect(redirectTarget(href), `${href} should not point at a redirect`).toBeNull();
    }

    const emergency = page.getByRole("region", { name: `24/7 Emergency Truck Repair in ${name}` });
    await expect(emergency).toBeVisible();
    await expect(emergency.locator('a[href^="tel:"]')).toBeVisible();

    const quote = page.getByRole("region", { name: `Request Service in ${name}` });
    await expect(quote).toHaveAttribute("id", "contact");
    await expect(quote.getByRole("form", { name: "Request a quote" })).toBeVisible();

    await requestService.click();
    await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
    await expect(quote.getByRole("heading", { name: `Request Service in ${name}` })).toBeInViewport();

    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = structured
      .flatMap((json) => (JSON.parse(json) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? [])
      .find((node) => node["@type"] === "Service");
    expect(service).toMatchObject({
      name: city.h1,
      description: city.metaDescription,
      areaServed: [{ "@type": "City", name: `${name}, ON` }],
    });
  });
}

test("a city page has no axe violations", async ({ page }) => {
  await page.goto(cityPath("kitchener"));
  await expectNoAxeViolations(page);
});

test.describe("unknown city", () => {
  for (const path of ["/service-areas/diesel-mechanic-atlantis", "/service-areas/windsor"]) {
    test(`${path} shows Location Not Found with HTTP 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Location Not Found");
      await expect(page.getByRole("link", { name: "View All Service Areas" })).toHaveAttribute("href", "/service-areas");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test("the not-found state has no axe violations and leads back to the list", async ({ page }) => {
    await page.goto("/service-areas/diesel-mechanic-atlantis");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View All Service Areas" }).click();
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Mobile Diesel Mechanics Across Southern Ontario/i);
  });
});

test.describe("/locations redirects", () => {
  test("/locations answers 301 to /service-areas on a direct load", async ({ request }) => {
    const response = await request.get("/locations", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/service-areas");
  });

  test("/locations/windsor answers 301 to the Windsor page on a direct load", async ({ request }) => {
    const response = await request.get("/locations/windsor", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/service-areas/diesel-mechanic-windsor");
  });

  test("client navigation to /locations lands on /service-areas, and Back returns to the page it came from", async ({ page }) => {
    // An entry before the starting page, so a Back that skips the starting page is caught.
    await page.goto("/");
    await page.goto("/services/battery-services", { waitUntil: "networkidle" });
    // Links navigate in the client once the page's code is here (before, the browser follows them).
    await waitForHydration(page);
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    // The generic service page's Service Coverage link, which relies on the /locations redirect.
    const coverageLink = page.locator('main a[href="/locations"]').first();
    await expect(coverageLink).toBeVisible();
    await coverageLink.click();
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Mobile Diesel Mechanics Across Southern Ontario/i);
    expect(documentLoads, "the link should navigate in the client, not load a new document").toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/battery-services$/);
    await expect(page.locator('main a[href="/locations"]').first()).toBeVisible();
  });
});

test("a city page names its nearby communities apart from its own neighbourhoods", async ({ page }) => {
  const city = cityNamed("Kitchener");
  await page.goto(cityPath(city.slug));
  const coverage = page.getByRole("region", { name: "Neighbourhoods and Areas We Cover in Kitchener" });
  await expect(coverage.getByRole("list", { name: "Neighbourhoods in Kitchener" })).not.toContainText("Breslau");
  await expect(coverage.locator("p", { hasText: /^Nearby communities we also reach:/ })).toHaveText(
    `Nearby communities we also reach: ${city.nearby.join(", ")}.`,
  );
  expect(city.nearby).toContain("Breslau");
});

test("a city page works without JavaScript: heading, text and call link", async ({ noJsPage }) => {
  const city = cityNamed("Windsor");
  const response = await noJsPage.goto(cityPath(city.slug));
  expect(response?.status()).toBe(200);
  await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(city.h1);
  await expect(noJsPage.getByText(city.description, { exact: true })).toBeVisible();
  for (const neighbourhood of city.neighborhoods) await expect(noJsPage.getByText(neighbourhood, { exact: true }).first()).toBeVisible();
  const call = noJsPage.getByRole("main").locator('a[href^="tel:"]').first();
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", telHref);
});
