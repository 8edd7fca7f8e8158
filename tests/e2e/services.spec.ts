import type { Page } from "@playwright/test";
import { telHref } from "../../app/config/site";
import { cities } from "../../app/content/cities";
import type { ServiceOf } from "../../app/content/schemas";
import { serviceCards as services, services as allServices } from "../../app/content/services";
import { redirectSources, redirectTarget } from "../../app/lib/redirects";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

const serviceLandings = allServices.filter((service): service is ServiceOf<"landing"> => service.template === "landing");
const genericServices = allServices.filter((service): service is ServiceOf<"generic"> => service.template === "generic");
const landingNamed = (slug: string) => {
  const landing = serviceLandings.find((page) => page.slug === slug);
  if (!landing) throw new Error(`no landing page ${slug}`);
  return landing;
};
const roadside = landingNamed("diesel-roadside-assistance");
const fleet = allServices.find((service): service is ServiceOf<"fleet"> => service.template === "fleet")!;
const battery = genericServices.find((page) => page.slug === "battery-services")!;

/** The cards of the services list. */
const serviceCards = (page: Page) =>
  page
    .getByRole("region", { name: /What We Fix On Site|Search Results/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });

/** The live line that says how many services a search found. */
const resultStatus = (page: Page) => page.getByRole("region", { name: /What We Fix On Site|Search Results/ }).getByRole("status");

async function robots(page: Page) {
  return page.locator('meta[name="robots"]').getAttribute("content");
}

test.describe("/services", () => {
  test("lists the 9 services, each with its bullets, an illustration and a Learn More link to a live page", async ({ page, request }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mobile Diesel Truck Repair Services");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Services");
    expect(await robots(page)).toBe("index, follow");

    const cards = serviceCards(page);
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(services.map((service) => service.title));
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(service.description);
      for (const bullet of service.servicesInclude) await expect(card.getByText(bullet, { exact: true })).toBeAttached();
      const image = card.getByRole("img", { name: service.imageAlt });
      await expect(image).toHaveAttribute("src", `/images/services/${service.slug}.svg`);
      await expect(image).toHaveAttribute("width", "480");
      await expect(image).toHaveAttribute("height", "320");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(card.getByRole("link", { name: `Learn More about ${service.title}` })).toHaveCount(1);
    }

    const hrefs = await cards
      .getByRole("link", { name: /^Learn More/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs).toHaveLength(9);
    for (const href of new Set(hrefs)) {
      expect(redirectTarget(href), `${href} should not point at a redirect`).toBeNull();
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }
    for (const service of services) {
      const image = await request.get(`/images/services/${service.slug}.svg`);
      expect(image.status(), service.slug).toBe(200);
    }
  });

  test("has a Why Choose section with 3 points, a call button and a quote link", async ({ page }) => {
    await page.goto("/services");
    const why = page.getByRole("region", { name: /Why Choose/ });
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(why.locator('a[href^="tel:"]')).toHaveAttribute("href", telHref);
    await expect(why.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
  });

  test("search filters the list in place and can be cleared", async ({ page }) => {
    await page.goto("/services", { waitUntil: "networkidle" });
    await waitForHydration(page);
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Search our services" }).fill("  Brake ");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/services\?q=\+*Brake\+*$/);
    await expect(resultStatus(page)).toHaveText('3 services match "Brake"');
    await expect(serviceCards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Brake Repairs",
      "Wheel Seals",
      "Emergency Roadside Assistance",
    ]);
    await expect(page.getByRole("searchbox", { name: "Search our services" })).toHaveValue("Brake");
    expect(await robots(page)).toBe("noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(serviceCards(page)).toHaveCount(9);
    await expect(page.getByRole("searchbox", { name: "Search our services" })).toHaveValue("");
    expect(await robots(page)).toBe("index, follow");
  });

  test("a search with several words needs every word", async ({ page }) => {
    await page.goto("/services?q=starter+alternator");
    await expect(resultStatus(page)).toHaveText('1 service matches "starter alternator"');
    await expect(serviceCards(page).getByRole("heading", { level: 3 })).toHaveText(["Electrical Repairs"]);
  });

  test("a search without matches says so and offers the phone number", async ({ page }) => {
    const response = await page.goto("/services?q=helicopter");
    expect(response?.status()).toBe(200);
    await expect(resultStatus(page)).toHaveText('No services match "helicopter"');
    await expect(serviceCards(page)).toHaveCount(0);
    const empty = page.getByRole("region", { name: "Search Results" });
    await expect(empty.getByRole("heading", { name: /Nothing on our list matches/ })).toBeVisible();
    const call = empty.locator('a[href^="tel:"]');
    await expect(call).toHaveAttribute("href", telHref);
    await expect(call).toContainText("(519) 555-0142");
    await expect(empty.getByRole("link", { name: "Clear search" })).toHaveAttribute("href", "/services");
  });

  test("search works without JavaScript", async ({ noJsPage }) => {
    await noJsPage.goto("/services");
    await noJsPage.getByRole("searchbox", { name: "Search our services" }).fill("tire");
    await noJsPage.getByRole("searchbox", { name: "Search our services" }).press("Enter");
    await expect(noJsPage).toHaveURL(/\/services\?q=tire$/);
    await expect(resultStatus(noJsPage)).toHaveText('2 services match "tire"');
    await expect(serviceCards(noJsPage).getByRole("heading", { level: 3 })).toHaveText([
      "Mobile Tire Services",
      "Emergency Roadside Assistance",
    ]);
  });

  test("reads at most 100 characters of a query", async ({ page }) => {
    await page.goto(`/services?q=${"brake ".repeat(40)}`);
    const value = await page.getByRole("searchbox", { name: "Search our services" }).inputValue();
    expect(value.length).toBeLessThanOrEqual(100);
    await expect(serviceCards(page)).toHaveCount(3);
  });

  test("has no accessibility violations, listed or searched", async ({ page }) => {
    await page.goto("/services");
    await expectNoAxeViolations(page);
    await page.goto("/services?q=helicopter");
    await expectNoAxeViolations(page);
  });
});

test.describe("service landing pages", () => {
  test("show the heading, call and request links, content, coverage, related services and the quote form", async ({ page }) => {
    const response = await page.goto("/services/diesel-roadside-assistance", { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roadside.h1);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Services",
      roadside.title,
    ]);
    expect(await page.title()).toContain(roadside.metaTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", roadside.metaDescription);

    const main = page.getByRole("main");
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute("href", telHref);
    const requestService = main.getByRole("link", { name: "Request Service" });
    await expect(requestService).toHaveAttribute("href", "#contact");
    for (const paragraph of roadside.longDescription) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();

    const included = page.getByRole("region", { name: "Services Included" });
    await expect(included.getByRole("listitem")).toHaveText(roadside.servicesInclude);

    const coverage = page.getByRole("region", { name: "Coverage Area" });
    const highFirst = [...cities.filter((city) => city.isHighPriority), ...cities.filter((city) => !city.isHighPriority)];
    await expect(coverage.getByRole("listitem")).toHaveText(highFirst.map((city) => city.name));
    await expect(coverage.getByRole("link", { name: "Hamilton", exact: true })).toHaveAttribute(
      "href",
      "/service-areas/diesel-mechanic-hamilton",
    );

    const related = page.getByRole("region", { name: "Related Services" }).getByRole("link");
    await expect(related).toHaveCount(roadside.linksTo.length);
    expect(await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(roadside.linksTo);
    await expect(related.first()).toHaveText("Emergency Truck Repair");

    await requestService.click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.getByRole("form", { name: "Request a quote" })).toBeInViewport();
  });

  test("FAQ: the first answer starts open, one at a time, and the open one collapses", async ({ page }) => {
    await page.goto("/services/diesel-roadside-assistance", { waitUntil: "networkidle" });
    await waitForHydration(page);
    const faq = page.getByRole("region", { name: `${roadside.title} FAQ` });
    const items = faq.locator("details");
    const triggers = items.locator("summary");
    await expect(triggers).toHaveCount(4);
    await expect(faq.getByRole("heading", { level: 3 })).toHaveText(roadside.faqs.map((item) => item.question));
    const [first, second] = roadside.faqs;

    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(faq.getByText(first!.answer)).toBeVisible();
    await expect(faq.getByText(second!.answer)).toBeHidden();

    await triggers.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(faq.getByText(second!.answer)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(faq.getByText(first!.answer)).toBeHidden();

    await triggers.nth(1).click();
    await expect(faq.getByText(second!.answer)).toBeHidden();
    for (let index = 0; index < 4; index += 1) await expect(items.nth(index)).not.toHaveAttribute("open");
  });

  test("FAQ works from the keyboard, and the browser tells assistive technology each question's state", async ({ page }) => {
    await page.goto("/services/diesel-roadside-assistance", { waitUntil: "networkidle" });
    const faq = page.getByRole("region", { name: `${roadside.title} FAQ` });
    const items = faq.locator("details");
    const triggers = items.locator("summary");
    await triggers.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(faq.getByText(roadside.faqs[1]!.answer)).toBeVisible();

    // Chromium's accessibility tree: each summary is a disclosure with its expanded state, its question a level-3 heading.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const disclosures = nodes.filter((node) => !node.ignored && node.role?.value.startsWith("DisclosureTriangle"));
    expect(
      disclosures.map((node) => [node.name?.value, node.properties?.find((property) => property.name === "expanded")?.value.value]),
    ).toEqual(roadside.faqs.map((item, index) => [item.question, index === 1]));
  });

  test("every answer is in the HTML, and the FAQ structured data matches the visible questions", async ({ page, request }) => {
    const html = await (await request.get("/services/diesel-diagnostics")).text();
    const diagnostics = landingNamed("diesel-diagnostics");
    for (const item of diagnostics.faqs) {
      // The answers are HTML-escaped in the page body and JSON-escaped in the structured data.
      expect(html.split(item.answer.replace(/'/g, "&#x27;")).length - 1, item.question).toBeGreaterThanOrEqual(1);
    }

    await page.goto("/services/diesel-diagnostics");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((block) => (JSON.parse(block) as { "@graph": { "@type": string }[] })["@graph"]);
    const faqPage = nodes.find((node) => node["@type"] === "FAQPage") as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqPage.mainEntity.map((item) => [item.name, item.acceptedAnswer.text])).toEqual(
      diagnostics.faqs.map((item) => [item.question, item.answer]),
    );
    const service = nodes.find((node) => node["@type"] === "Service") as unknown as { name: string; areaServed: { name: string }[] };
    expect(service.name).toBe(diagnostics.title);
    expect(service.areaServed).toHaveLength(cities.length);
    expect(service.areaServed.map((place) => place.name)).toContain("Hamilton, ON");
  });

  test("without JavaScript, the first answer is shown, every other opens, and the call link works", async ({ noJsPage }) => {
    await noJsPage.goto("/services/emergency-truck-repair");
    const emergency = landingNamed("emergency-truck-repair");
    await expect(noJsPage.getByRole("heading", { level: 1 })).toHaveText(emergency.h1);
    await expect(noJsPage.getByText(emergency.faqs[0]!.answer)).toBeVisible();
    await noJsPage.getByRole("heading", { name: emergency.faqs[2]!.question }).click();
    await expect(noJsPage.getByText(emergency.faqs[2]!.answer)).toBeVisible();
    await expect(noJsPage.getByText(emergency.faqs[0]!.answer)).toBeHidden();
    await expect(noJsPage.getByRole("main").locator('a[href^="tel:"]').first()).toHaveAttribute("href", telHref);
  });

  test("every landing page answers 200 with its own heading", async ({ request }) => {
    for (const landing of serviceLandings) {
      const response = await request.get(`/services/${landing.slug}`, { maxRedirects: 0 });
      expect(response.status(), landing.slug).toBe(200);
      expect(await response.text()).toContain(landing.h1.replace(/'/g, "&#x27;"));
    }
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/services/diesel-roadside-assistance", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // With another answer open too.
    await page
      .getByRole("region", { name: `${roadside.title} FAQ` })
      .locator("summary")
      .nth(2)
      .click();
    await expectNoAxeViolations(page);
  });
});

test.describe("/services/fleet-maintenance", () => {
  test("shows the 8 services, exactly the 4 benefit cards, call and fleet quote actions and no FAQ", async ({ page }) => {
    const response = await page.goto("/services/fleet-maintenance", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fleet.h1);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Services",
      "Fleet Maintenance",
    ]);

    await expect(page.getByRole("region", { name: "Fleet Services" }).getByRole("listitem")).toHaveText(fleet.servicesInclude);
    await expect(page.getByRole("region", { name: "Fleet Services" }).getByRole("listitem")).toHaveCount(8);

    const benefits = page.getByRole("region", { name: "What Your Fleet Gains" });
    await expect(benefits.getByRole("listitem")).toHaveCount(4);
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Reduce Downtime",
      "Compliance Ready",
      "Save Time",
      "Expert Service",
    ]);
    for (const benefit of fleet.benefits!) await expect(benefits.getByText(benefit.description)).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute("href", telHref);
    const fleetQuote = main.getByRole("link", { name: "Request a Fleet Quote" }).first();
    await expect(fleetQuote).toHaveAttribute("href", "#contact");
    await expect(page.locator("#contact").getByRole("heading", { level: 2 })).toHaveText("Request a Fleet Quote");
    await expect(main.getByRole("button", { expanded: true })).toHaveCount(0);
    await expect(main.getByText(/FAQ|Frequently Asked/)).toHaveCount(0);

    await fleetQuote.click();
    await expect(page.getByRole("form", { name: "Request a quote" })).toBeInViewport();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/services/fleet-maintenance");
    await expectNoAxeViolations(page);
  });
});

test.describe("generic service pages", () => {
  test("show the title, call button, 10 offers, coverage with a /locations link and the quote form", async ({ page }) => {
    const response = await page.goto("/services/battery-services");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(battery.title);
    await expect(page.getByRole("main").getByText(battery.description)).toBeVisible();
    await expect(page.getByRole("main").locator('a[href^="tel:"]').first()).toHaveAttribute("href", telHref);
    const offers = page.getByRole("region", { name: "What We Offer" }).getByRole("listitem");
    await expect(offers).toHaveCount(10);
    await expect(offers).toHaveText(battery.offers);
    const coverage = page.getByRole("region", { name: "Service Coverage" });
    await expect(coverage.locator('a[href="/locations"]')).toHaveCount(1);
    await expect(page.locator("#contact").getByRole("form", { name: "Request a quote" })).toBeVisible();
  });

  test("the wheel seal page lists its own 10 offers", async ({ page }) => {
    const wheelSeals = genericServices.find((service) => service.slug === "wheel-seal-services")!;
    await page.goto("/services/wheel-seal-services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(wheelSeals.title);
    await expect(page.getByRole("region", { name: "What We Offer" }).getByRole("listitem")).toHaveText(wheelSeals.offers);
  });

  test("the /locations link ends on /service-areas in the client, and Back returns to the service page", async ({ page }) => {
    // An entry before the starting page, so a Back that skips the starting page is caught.
    await page.goto("/services", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Learn More about Battery Services" }).click();
    await expect(page).toHaveURL(/\/services\/battery-services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(battery.title);
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    await page.getByRole("region", { name: "Service Coverage" }).locator('a[href="/locations"]').click();
    await expect(page).toHaveURL(/\/service-areas$/);
    expect(documentLoads, "the link should navigate in the client").toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/battery-services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(battery.title);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/services/battery-services");
    await expectNoAxeViolations(page);
  });
});

test.describe("redirects under /services", () => {
  const serviceRedirects = redirectSources.filter((source) => source.startsWith("/services/"));

  test("cover the 9 old service addresses", () => {
    expect(serviceRedirects).toHaveLength(9);
  });

  for (const source of serviceRedirects) {
    test(`${source} answers 301 to ${redirectTarget(source)}`, async ({ request }) => {
      const response = await request.get(source, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe(redirectTarget(source));
    });
  }

  test("a direct load of an old address shows the page it moved to", async ({ page }) => {
    const response = await page.goto("/services/mobile-brake-repairs");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/services\/diesel-roadside-assistance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(roadside.h1);
  });
});

test.describe("unknown service", () => {
  test("shows Service Not Found with View All Services, answering 404", async ({ page }) => {
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    expect(await robots(page)).toBe("noindex, follow");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(serviceCards(page)).toHaveCount(9);
  });
});
