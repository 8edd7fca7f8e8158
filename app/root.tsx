import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { JsonLd } from "~/components/json-ld";
import { MobileCallBar } from "~/components/mobile-call-bar";
import { OutboxNoticeLoader } from "~/components/outbox-notice-loader";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { StatusPanel } from "~/components/status-panel";
import { siteConfig } from "~/config/site";
import { cities } from "~/content/cities";
import { getEnv } from "~/lib/env.server";
import { businessNode, graph, websiteNode } from "~/lib/json-ld";

// No font preload: the first paint uses metric-matched local fallbacks (app/font-fallbacks.css) and the
// heading face arrives after it, so nothing but the HTML is on the critical path (issue 16).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/brand/mark.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
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
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-hivis px-4 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {ownerPage ? null : <OutboxNoticeLoader />}
          {children}
        </main>
        <SiteFooter />
        {ownerPage ? null : <MobileCallBar />}
        {/* Structured data comes built from the loaders (root and page), never from a builder in the browser. */}
        {matches.map((match) => {
          const structuredData = (match.loaderData as { structuredData?: unknown } | undefined)?.structuredData;
          return structuredData ? <JsonLd key={match.id} data={structuredData} /> : null;
        })}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort when a page fails: the specification's fallback text, and a way to call. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500 || !isRouteErrorResponse(error)) console.error(error);
  return (
    <StatusPanel headingId="error-heading" title="Unexpected Application Error!" next={{ to: "/", label: "Return to Home" }} lead="call">
      <title>{`Unexpected Application Error! | ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <p>
        {status === 500 ? "Something went wrong on our side." : `The request could not be completed (${status}).`} If your truck needs help
        now, call us: we answer 24/7.
      </p>
    </StatusPanel>
  );
}
