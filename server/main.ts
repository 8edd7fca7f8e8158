import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openSiteServices } from "~/.server/services";
import { getEnv } from "~/config/env.server";
import { describeAlert, describeRequest } from "~/flows/describe-request";
import { createPipeline } from "./pipeline";
import { finishResponse } from "./response-headers";
import { countingViews } from "./count-views";
import { createDocumentOptimizer } from "./runtime-document";
import { createSiteListener } from "./site-listener";
import { loadStaticFiles, type StaticFile } from "./static-files";
import { countBeaconStep } from "./steps/count-beacon";
import { crossSiteStep } from "./steps/cross-site";
import { healthStep } from "./steps/health";
import { postLimitsStep } from "./steps/post-limits";
import { reactRouterHandler } from "./steps/react-router";
import { redirectTableStep } from "./steps/redirect-table";

export interface RunningServer {
  url: string;
  /** Stops accepting, answers the requests in flight, closes the database. */
  close(): Promise<void>;
}

/** Starts the site: prerendered pages from memory, everything else through React Router. */
export async function startServer({ buildDir = path.resolve("build") } = {}): Promise<RunningServer> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  // The page loader the build bundled (scripts/bundle-inline-loader.ts), for pages rendered on request.
  const inlineLoader = fs.readFileSync(path.join(buildDir, "server", "inline-loader.js"), "utf8");
  return startSiteServer({ staticFiles: loadStaticFiles(clientDir), build, mode: "production", clientDir, inlineLoader });
}

export interface SiteServerOptions {
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** The server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Runs before the site for every request (Vite's dev middleware); calls next() to hand it on. */
  middleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  /** A server made beforehand (Vite attaches its hot-reload socket to it); one is made otherwise. */
  httpServer?: http.Server;
  /** The client build, when serving one: pages rendered on request then load as prerendered ones do. */
  clientDir?: string;
  /** With clientDir: the page loader every page carries inline. */
  inlineLoader?: string;
}

/**
 * One server for production and development: the site's services (database, owners, e-mail),
 * and the HTTP side: the request line and the static files at Node's level, then the pipeline of
 * Fetch steps and React Router (server/site-listener.ts, server/pipeline.ts).
 */
export async function startSiteServer({
  staticFiles,
  build,
  mode,
  middleware,
  httpServer = http.createServer(),
  clientDir,
  inlineLoader,
}: SiteServerOptions): Promise<RunningServer> {
  const env = getEnv();
  const services = await openSiteServices(env, {
    describe: describeRequest,
    describeAlert,
    optimizeDocument: clientDir && inlineLoader ? createDocumentOptimizer(clientDir, inlineLoader) : undefined,
  });
  const pipeline = createPipeline({
    steps: [
      healthStep(services.isHealthy),
      redirectTableStep,
      crossSiteStep(env.SITE_URL),
      postLimitsStep({ bodyBytes: 32 * 1024, uploadBytes: 32 * 1024 * 1024, webhookBytes: 256 * 1024 }),
      countBeaconStep({ siteUrl: env.SITE_URL, record: services.counts.record }),
    ],
    services: services.context,
    // Pages React Router renders, and the data of pages followed inside the site, are page views too.
    handle: countingViews(reactRouterHandler(build, mode), services.counts.record),
    finish: finishResponse,
    trustProxy: env.TRUST_PROXY,
  });
  const site = createSiteListener({ staticFiles, pipeline, trustProxy: env.TRUST_PROXY, recordCount: services.counts.record });

  const server = httpServer.on("request", middleware ? (req, res) => middleware(req, res, () => site.listener(req, res)) : site.listener);
  server.keepAliveTimeout = 5_000;
  // A roadside post without JavaScript carries full-size photos (up to 32 MB): on one bar of
  // signal that takes minutes. Slow headers are still cut off after 15 s.
  server.requestTimeout = 300_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  services.start();

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await site.drain();
        server.closeAllConnections();
        await stopped;
        await services.close();
      })();
      return closing;
    },
  };
}
