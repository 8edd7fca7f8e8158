/**
 * npm run dev: the site with Vite's hot reload, served by the same server as production, so a
 * quote request posted in development is stored (under DATA_DIR) and e-mailed like a real one.
 */
import "./load-dotenv";
import http from "node:http";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getEnv } from "~/config/env.server";
import { startSiteServer } from "../server/main";

const httpServer = http.createServer();
const vite = await createServer({
  // Hot reload over the site's own port, so the page's CSP (connect-src 'self') allows it.
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
  // Find every dependency up front (the toast is imported lazily): one discovered mid-visit
  // would make Vite reload the page, losing what was typed.
  optimizeDeps: { entries: ["app/**/*.tsx"] },
});
const server = await startSiteServer({
  httpServer,
  // Nothing is prerendered in development: React Router renders every page.
  staticFiles: new Map(),
  // Loaded per request, so an edit shows on the next one.
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mode: "development",
  middleware: (req, res, next) => vite.middlewares(req, res, next),
});
console.log(`Development server on ${server.url} (quote requests in ${getEnv().DATA_DIR})`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void Promise.all([server.close(), vite.close()]).then(() => process.exit(0));
  });
}
