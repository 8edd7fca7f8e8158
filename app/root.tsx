import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type GetScrollRestorationKeyFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { DeferredMobileCallBar, DeferredSiteFooter, DeferredSiteHeader } from "~/components/frame/deferred-frame";
import { JsonLd } from "~/components/json-ld";
import { OutboxNoticeLoader } from "~/flows/outbox/outbox-notice-loader";
import { cities } from "~/content/cities";
import { DeferredHydrationControl, deferHydration } from "~/loading/defer-hydration";
import { getEnv } from "~/config/env.server";
import { businessNode, graph, websiteNode } from "~/lib/json-ld";

// No font preload: the first paint uses metric-matched local fallbacks (app/font-fallbacks.css) and the
// heading face arrives after it, so nothing but the HTML is on the critical path.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/brand/mark.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader() {
  const siteUrl = getEnv().SITE_URL;
  const servedPlaces = cities.map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
  return {
    // Built here, on the server, so the builders never ship to the browser.
    structuredData: graph([businessNode(siteUrl, servedPlaces), websiteNode(siteUrl)]),
  };
}

// The root's data never changes between pages, so it is never fetched again.
export function shouldRevalidate() {
  return false;
}

/**
 * Where Back and Forward restore the scroll position. An in-page link (#contact) followed by the
 * browser itself (before a part's code is here, or in a post's HTML) makes a history entry with
 * no key of its own ("default", like the page's first entry): keyed apart by its hash, it is not
 * sent back to the first entry's position, and the browser's jump to the anchor stands.
 */
const scrollRestorationKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === "default" ? `default${location.hash}` : location.key;

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  // The owner's pages are a tool, not the shop window: no bar asking the owner to call themselves.
  const ownerPage = /^\/owner(\/|$)/.test(useLocation().pathname);
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2329" />
        <Meta />
        {/* The owner's inbox installs as an app of its own, opening on the inbox. */}
        <link rel="manifest" href={ownerPage ? "/inbox.webmanifest" : "/site.webmanifest"} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-hivis px-4 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <DeferredHydrationControl />
        {/* The back office wears its own frame (app/owner/owner-frame.tsx): none of the shop window's. */}
        {ownerPage ? null : <DeferredSiteHeader />}
        {ownerPage ? (
          // The owner's frame holds its header and its <main> (landmarks a screen reader can jump between).
          children
        ) : (
          <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
            <OutboxNoticeLoader />
            {children}
          </main>
        )}
        {ownerPage ? null : <DeferredSiteFooter />}
        {ownerPage ? null : <DeferredMobileCallBar />}
        {/* Structured data comes built from the loaders (root and page), never from a builder in the browser. */}
        {matches.map((match) => {
          const structuredData = (match.loaderData as { structuredData?: unknown } | undefined)?.structuredData;
          return structuredData ? <JsonLd key={match.id} data={structuredData} /> : null;
        })}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort when a page fails (app/components/frame/error-screen.tsx); its code waits like the frame's. */
export const ErrorBoundary = deferHydration(() => import("~/components/frame/error-screen").then((module) => module.ErrorScreen));
