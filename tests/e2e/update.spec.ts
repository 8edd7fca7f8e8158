import fs from "node:fs";
import path from "node:path";
import { buildServiceWorker } from "../../scripts/build-service-worker";
import { startServerProcess, type ServerProcess } from "../../scripts/reliability/server-process";
import { testPort } from "../../test-support/environment";
import { expect, test } from "./fixtures";

// The service worker is part of what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A deploy while a driver's phone holds the old build: the new build takes over on the next
// visit, and the old precache is cleared. Two copies of the build, the second with changed
// content and its own worker, served one after the other on one address.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const port = testPort(4371);
const site = `http://127.0.0.1:${port}`;
let work: string;
let server: ServerProcess | undefined;

const copyBuild = (to: string) => fs.cpSync(path.resolve("build"), to, { recursive: true });

test.beforeAll(async () => {
  // Inside the project, so the server build finds its packages in node_modules.
  fs.mkdirSync(path.resolve(".test-data"), { recursive: true });
  work = fs.mkdtempSync(path.resolve(".test-data", "update-"));
  copyBuild(path.join(work, "v1"));
  copyBuild(path.join(work, "v2"));
  // The second build: the offline page says something new; its worker is made for it.
  const client = path.join(work, "v2", "client");
  const page = path.join(client, "offline", "index.html");
  fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace("No connection right now", "No connection right now, version two"));
  for (const compressed of [`${page}.br`, `${page}.gz`]) fs.rmSync(compressed, { force: true });
  await buildServiceWorker(client);
  // The build's compressed copies are of the first worker: the server would send those.
  for (const compressed of ["sw.js.br", "sw.js.gz"]) fs.rmSync(path.join(client, compressed), { force: true });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const serve = (version: "v1" | "v2") =>
  startServerProcess({
    port,
    dataDir: path.join(work, `data-${version}`),
    script: "scripts/serve-build.ts",
    env: { BUILD_DIR: path.join(work, version) },
  });

test("after a deploy, the next visit gets the new build, offline too, and the old precache is gone", async ({ page, context }) => {
  server = await serve("v1");
  await page.goto(`${site}/`);
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.goto(`${site}/service-areas/diesel-mechanic-sarnia`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No connection right now");
  await context.setOffline(false);

  await server.stop();
  server = await serve("v2");
  // The next visit: the browser checks /sw.js, finds the new worker, and it takes over.
  await page.goto(`${site}/`);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cached = await Promise.all(
            (await caches.keys()).map(async (name) => {
              const cache = await caches.open(name);
              const offline = (await cache.keys()).find((request) => new URL(request.url).pathname === "/offline");
              return offline ? (await (await cache.match(offline))!.text()).includes("version two") : null;
            }),
          );
          return cached.filter((value) => value !== null);
        }),
      { timeout: 30_000 },
    )
    .toEqual([true]);
  await context.setOffline(true);
  await page.goto(`${site}/service-areas/diesel-mechanic-sarnia`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No connection right now, version two");
});
