import { pageTemplates } from "../../scripts/page-templates";
import { expect, test, waitForEagerHydration } from "./fixtures";

// Every button and button-styled link, hovered, keeps its text readable: a page's classes
// used to lose to a variant's and turned a dark call button hi-vis with white text.
test.describe.configure({ timeout: 90_000 });

for (const width of [390, 1440]) {
  for (const template of pageTemplates) {
    test(`${template.name} page at ${width} px: every button's text keeps 4.5:1 contrast when hovered`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(template.path);
      test.skip(response?.status() === 404 && template.path !== "/no-such-page", `${template.path} answers 404`);
      // /roadside hydrates at once and then shows buttons that need JavaScript ("Use my location"):
      // hydrated first, so no button comes after the hover states are set.
      if (template.path === "/roadside") await waitForEagerHydration(page);
      // Hover colours apply at once: no transition to wait out.
      await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
      // Each button hovered, as the mouse would: the button and its ancestors in the :hover state
      // (DevTools' forced pseudo-state), all at once, then every ratio read in one pass of the page.
      const selector = "a.rounded-md.font-bold.justify-center, button.rounded-md.font-bold.justify-center";
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("DOM.enable");
      await devtools.send("CSS.enable");
      const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
      const { nodeIds } = await devtools.send("DOM.querySelectorAll", {
        nodeId: root.nodeId,
        selector: `${selector}, :has(> :is(${selector}))`,
      });
      const hovered = new Set<number>();
      for (const nodeId of nodeIds) {
        // The button's ancestors are hovered with it: walk up from each button.
        for (let node: number | undefined = nodeId; node && !hovered.has(node);) {
          hovered.add(node);
          await devtools.send("CSS.forcePseudoState", { nodeId: node, forcedPseudoClasses: ["hover"] });
          const described: { node: { parentId?: number } } = await devtools.send("DOM.describeNode", { nodeId: node });
          node = described.node.parentId;
        }
      }
      const results = await page.evaluate((buttonSelector) => {
        type Rgba = [number, number, number, number];
        // Tailwind 4's colours are oklch(): let the browser turn each into sRGB by painting a pixel.
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const context = canvas.getContext("2d", { willReadFrequently: true })!;
        const parse = (value: string): Rgba => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = value;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
          return a === 0 ? [0, 0, 0, 0] : [r!, g!, b!, a! / 255];
        };
        const over = (top: Rgba, bottom: Rgba): Rgba => {
          const alpha = top[3] + bottom[3] * (1 - top[3]);
          if (alpha === 0) return [0, 0, 0, 0];
          const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
          return [mix(0), mix(1), mix(2), alpha];
        };
        const luminance = ([r, g, b]: Rgba) => {
          const channel = (c: number) => {
            const s = c / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        return [...document.querySelectorAll(buttonSelector)]
          .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0)
          .map((element) => {
            // The colour behind the text: this element's background over each ancestor's, down to white.
            const layers: Rgba[] = [];
            for (let node: Element | null = element; node; node = node.parentElement)
              layers.push(parse(getComputedStyle(node).backgroundColor));
            let background: Rgba = [255, 255, 255, 1];
            for (const layer of layers.reverse()) background = over(layer, background);
            const text = over(parse(getComputedStyle(element).color), background);
            const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
            return {
              ratio: (light + 0.05) / (dark + 0.05),
              label: (element.textContent ?? "").trim().slice(0, 40),
              hovered: element.matches(":hover"),
            };
          });
      }, selector);
      await devtools.detach();
      expect(results.length).toBeGreaterThan(0);
      // Every button measured was in the hover state.
      expect(results.filter((result) => !result.hovered).map((result) => result.label)).toEqual([]);
      const failures = results.filter((result) => result.ratio < 4.5).map((result) => `"${result.label}" ${result.ratio.toFixed(2)}:1`);
      expect(failures).toEqual([]);
    });
  }
}
