/// <reference lib="webworker" />
/**
 * The service worker: a driver who has visited once still gets the phone number, the
 * roadside pages and the safety steps with no signal. Built by scripts/build-service-worker.ts
 * (esbuild, then workbox-build's injectManifest fills `self.__WB_MANIFEST`).
 */
import { clientsClaim } from "workbox-core";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
// Pages that hold personal data, and answers marked no-store, never go into a cache.
import { isPrivatePath } from "../lib/private-paths";
import { outboxChangeEvent } from "../flows/outbox/outbox-flag";
import { sendOutbox } from "../flows/outbox/outbox";
import { countCachedViews } from "./cached-views";
import { withoutScripts } from "./offline-page";
import { listenForPhoneAlerts } from "./phone-alerts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const offlinePage = "/offline";

// Background Sync (where the browser has it): requests kept on the phone with no signal go
// when the signal returns, even with the page closed.
self.addEventListener("sync", (event: Event & { tag?: string; waitUntil?: (promise: Promise<unknown>) => void }) => {
  if (event.tag !== "outbox") return;
  // Open pages hear that the outbox changed, to say the request went.
  const tellPages = async () => {
    for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(outboxChangeEvent);
  };
  event.waitUntil?.(sendOutbox().then(tellPages));
});

// The owner's phone rings for a new request, even with the inbox closed.
listenForPhoneAlerts();

// A new build takes over on the next page load; its precache replaces the old one.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The pages a stranded driver needs, their scripts, styles, fonts and icons (hashed files are
// cached as they are; pages carry a revision, so a new build refreshes them). A page shown from
// here is reported to the counts, which never see it otherwise.
addPlugins([countCachedViews]);
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, ignoreURLParametersMatching: [/.*/] });

const pages = new NetworkFirst({
  cacheName: "pages",
  networkTimeoutSeconds: 3,
  plugins: [
    {
      // Only complete, cacheable answers are kept: never a no-store page or an error.
      cacheWillUpdate: async ({ response }) =>
        response.ok && !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "") ? response : null,
    },
  ],
});

registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && !isPrivatePath(url.pathname),
  pages,
);

// A page that is neither cached nor reachable shows the offline page (phone, text, safety steps),
// at the address the driver asked for, so a reload with signal brings the page itself.
setCatchHandler(async ({ request }) => {
  const offline = request.mode === "navigate" ? await matchPrecache(offlinePage) : undefined;
  if (!offline) return Response.error();
  return new Response(withoutScripts(await offline.text()), { status: 200, headers: offline.headers });
});
