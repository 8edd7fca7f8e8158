import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@mjackson/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getEnv } from "~/config/env.server";
import { createHttpApp } from "./http-app";
import { createDocumentOptimizer } from "./runtime-document";
import { compressJsonResponse } from "./json-response";
import { withoutRouteInternals } from "./no-action";
import { createRequestInbox } from "../app/.server/requests/inbox";
import { createRequestNotifier } from "../app/.server/requests/notifier";
import { describeRequest } from "../app/flows/describe-request";
import { decoyHash } from "../app/.server/owners/password";
import { createSignInLinkSender } from "../app/.server/owners/sign-in-link-email";
import { openOwnerStore } from "../app/.server/owners/store";
import { openRequestStore } from "../app/.server/requests/store";
import { loadStaticFiles, type StaticFile } from "./static-files";

export interface RunningServer {
  url: string;
  /** Stops accepting, answers the requests in flight, closes the database. */
  close(): Promise<void>;
}

/** Starts the site: prerendered pages from memory, everything else through React Router. */
export async function startServer({ buildDir = path.resolve("build") } = {}): Promise<RunningServer> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  return startSiteServer({ staticFiles: loadStaticFiles(clientDir), build, mode: "production", clientDir });
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
}

/** One server for production and development: the database, the owner's e-mail and the HTTP app. */
export async function startSiteServer({
  staticFiles,
  build,
  mode,
  middleware,
  httpServer = http.createServer(),
  clientDir,
}: SiteServerOptions): Promise<RunningServer> {
  const env = getEnv();
  const store = await openRequestStore(env);
  const owners = await openOwnerStore(store.client);
  const uploadsDir = path.join(env.DATA_DIR, "uploads");
  const notifier = createRequestNotifier(store, env, {
    describe: describeRequest,
    retryIntervalMs: env.NOTIFY_RETRY_SECONDS * 1000,
    leaseMs: env.NOTIFY_LEASE_SECONDS * 1000,
    uploadsDir,
  });
  const spamLimits = { maxAgeDays: env.SPAM_KEEP_DAYS, maxRows: env.SPAM_MAX_ROWS };
  const app = createHttpApp({
    staticFiles,
    // What @react-router/node's createRequestListener does (React Router's handler on node-fetch-server),
    // with React Router's JSON answers compressed on the way out and its 405s kept to themselves.
    createRouterListener: (getLoadContext) => {
      const handleRequest = createRequestHandler(build, mode);
      return createRequestListener(async (request, client) =>
        compressJsonResponse(request, withoutRouteInternals(request, await handleRequest(request, getLoadContext(request, client)))),
      );
    },
    requestInbox: createRequestInbox(store, {
      limits: { windowMs: 10 * 60 * 1000, suspectAfter: env.REQUESTS_SUSPECT_AFTER, floodLimit: env.REQUESTS_FLOOD_LIMIT },
      spam: spamLimits,
      onStored: (request) => notifier.notifySoon(request),
    }),
    services: {
      requestStore: store,
      notifyRequest: (id) => notifier.notifyNow(id),
      notifyPhotos: (id) => notifier.notifyPhotos(id),
      uploadsDir,
      owners,
      signInRules: { freeFailures: env.OWNER_SIGNIN_FREE_FAILURES, maxDelayMs: env.OWNER_SIGNIN_MAX_DELAY_SECONDS * 1000 },
      sendSignInLink: createSignInLinkSender(env),
      optimizeDocument: clientDir ? createDocumentOptimizer(clientDir) : undefined,
    },
    isHealthy: () => store.ping(),
    siteUrl: env.SITE_URL,
    trustProxy: env.TRUST_PROXY,
  });

  const server = httpServer.on("request", middleware ? (req, res) => middleware(req, res, () => app.listener(req, res)) : app.listener);
  server.keepAliveTimeout = 5_000;
  // A roadside post without JavaScript carries full-size photos (up to 32 MB): on one bar of
  // signal that takes minutes. Slow headers are still cut off after 15 s.
  server.requestTimeout = 300_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  notifier.start();
  // The decoy for unknown e-mails is ready before the first sign-in, so none takes longer.
  void decoyHash();
  // Old spam goes at start and every hour, so a quiet flood cannot fill the disk either.
  const pruneSpam = () => void store.pruneSpam(spamLimits).catch((error: unknown) => console.error("Pruning spam failed:", error));
  pruneSpam();
  const pruneTimer = setInterval(pruneSpam, 60 * 60 * 1000).unref();

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
        await app.drain();
        server.closeAllConnections();
        await stopped;
        clearInterval(pruneTimer);
        await notifier.stop();
        store.close();
      })();
      return closing;
    },
  };
}
