import { chromium } from "playwright-core";
const url = process.argv[2]!;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
page.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 200)));
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const main = events.filter((e) => e.name === "RunTask" && e.dur > 30000);
const nav = events.find((e) => e.name === "navigationStart")?.ts ?? events[0].ts;
for (const t of main) {
  const kids = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 3000 && e.name !== "RunTask");
  const summary = kids.slice(0, 12).map((k) => `${k.name}${k.args?.data?.url ? "(" + String(k.args.data.url).split("/").pop() + ")" : ""}${k.args?.data?.functionName ? "[" + k.args.data.functionName + "]" : ""} ${(k.dur / 1000).toFixed(0)}`).join(", ");
  console.log(`${((t.ts - nav) / 1000).toFixed(0)} ms +${(t.dur / 1000).toFixed(0)} ms: ${summary}`);
}
console.log("media:", await page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet]")].map((l) => l.outerHTML).join(" ")));
await browser.close();
