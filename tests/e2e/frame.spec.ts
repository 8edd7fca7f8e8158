import { expect, test } from "./fixtures";

const navigation = [
  ["Services", "/services"],
  ["Service Areas", "/service-areas"],
  ["About", "/about-us"],
  ["Reviews", "/reviews"],
  ["Blog", "/blog"],
  ["Contact", "/contact"],
] as const;

test.describe("shared frame", () => {
  test("every header link leads to its page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [name, path] of navigation) {
      await page.goto("/");
      const header = page.getByRole("banner");
      await header.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Southern Ontario Mobile Diesel, home/ })
      .click();
    await expect(page).toHaveURL("/");
  });

  test("the header's call button shows and dials the phone number on every page size", async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/contact");
      const call = page.getByRole("banner").getByRole("link", { name: "(519) 555-0142" });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", "tel:+15195550142");
    }
  });

  test("every footer quick link leads to its page; the footer has hours, phone, email and this year", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
    for (const [name, path] of navigation) {
      const link = quickLinks.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", path);
      expect((await request.get(path)).status()).toBe(200);
    }
    await expect(footer).toContainText("Mon-Sat 7AM-7PM");
    await expect(footer).toContainText("24/7");
    await expect(footer.getByRole("link", { name: "(519) 555-0142" })).toHaveAttribute("href", "tel:+15195550142");
    await expect(footer.getByRole("link", { name: "service@example.com" })).toHaveAttribute("href", "mailto:service@example.com");
    const year = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric" }).format(new Date());
    await expect(footer).toContainText(`© ${year}`);
    await quickLinks.getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL("/reviews");
  });

  test.describe("mobile menu at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("opens and closes with the toggle, exposing aria-expanded", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
      // The Popover API opens the menu from the served HTML; the tap also brings the frame's code,
      // which marks the toggle's state.
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      for (const [name] of navigation) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("closes when a link is chosen", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      // The tap brought the frame's code (marked by aria-expanded): the link now navigates in the
      // app, where the open popover must be closed by script (before, the browser loads a new page).
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "true");
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Service Areas" }).click();
      await expect(page).toHaveURL("/service-areas");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
    });

    test("closes on Escape and returns focus to the toggle", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("works with JavaScript off", async ({ noJsPage }) => {
      await noJsPage.setViewportSize({ width: 390, height: 844 });
      await noJsPage.goto("/");
      await noJsPage.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = noJsPage.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: "Blog" }).click();
      await expect(noJsPage).toHaveURL("/blog");
    });

    test("keeps a call button, a quote and a roadside link on screen while reading, all inside the screen down to 360 px", async ({
      page,
    }) => {
      await page.goto("/");
      await page.mouse.wheel(0, 3000);
      const callBar = page.locator("[data-mobile-call-bar]");
      const bar = callBar.getByRole("link", { name: /^Call (24\/7 )?\(519\) 555-0142$/ });
      await expect(bar).toBeInViewport();
      await expect(bar).toHaveAttribute("href", "tel:+15195550142");
      // Every button of the bar inside the screen, down to a 360 px phone (the commonest Android width).
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        const edges = await callBar.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right));
        expect(edges).toHaveLength(3);
        for (const right of edges) expect(right, `at ${width} px`).toBeLessThanOrEqual(width);
      }
    });
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no page scrolls sideways", async ({ page }) => {
    const pages = [
      "/",
      "/services",
      "/services?q=brake",
      "/services/diesel-roadside-assistance",
      "/services/fleet-maintenance",
      "/services/battery-services",
      "/service-areas",
      "/service-areas/diesel-mechanic-kitchener",
      "/about-us",
      "/reviews",
      "/contact",
      "/blog",
      "/blog/def-and-aftertreatment-warning-lights",
      "/no-such-page",
    ];
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
