import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/route";
import { loaderMeta } from "~/lib/loader-meta";
import { pageHead } from "~/lib/page-head.server";
import { deferHydration } from "~/loading/defer-hydration";

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

// The page's own code waits for the visitor's first touch (app/loading/defer-hydration.tsx).
const NotFoundPage = deferHydration(() => import("~/routes/not-found/page").then((page) => page.NotFound));

export default function NotFound() {
  const { pathname } = useLocation();
  // Said at once, not at the visitor's first touch: whoever reads the console is looking for it.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return <NotFoundPage />;
}
