import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusPanel } from "~/components/status-panel";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";

export function loader({ request }: Route.LoaderArgs) {
  const head = pageHead({
    path: new URL(request.url).pathname,
    title: "Page Not Found",
    description: "The page you were looking for does not exist. Return to the home page or call our 24/7 mobile diesel mechanics.",
    indexable: false,
  });
  return data(head, { status: 404 });
}

export const meta = loaderMeta;

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <StatusPanel
      headingId="not-found-heading"
      icon={<p className="font-display text-8xl font-bold text-steel">404</p>}
      title="Oops! Page not found"
      next={{ to: "/", label: "Return to Home" }}
    >
      <p>The page you asked for isn&apos;t here. If your truck needs help now, call us: we answer 24/7.</p>
    </StatusPanel>
  );
}
