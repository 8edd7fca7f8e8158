import { describe, expect, it } from "vitest";
import { withoutScripts } from "./offline-page";

const page = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" media="print" data-deferred-href="/assets/root-abc.css"/>',
  '<script type="application/json" id="web-font-faces">[{"family":"Barlow Condensed","source":"url(/assets/barlow-700.woff2) format(\\"woff2\\")","descriptors":{"style":"normal","weight":"700","display":"swap","unicodeRange":"U+0000-00FF"}}]</script>',
  "</head><body><h1>No connection right now</h1>",
  '<script type="text/x-deferred-module" id="deferred-hydration">import("/assets/root-1.js")</script><script>loader()</script>',
  "</body></html>",
].join("");

describe("the offline page shown for another address", () => {
  it("runs no script: the page's own would hydrate it as the page that was asked for", () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script|modulepreload/);
    expect(html).toContain("<h1>No connection right now</h1>");
  });

  it("applies the full stylesheet the removed loader would have applied (the heading face is in it)", () => {
    expect(withoutScripts(page)).toContain('<link rel="stylesheet" href="/assets/root-abc.css"/>');
  });
});
