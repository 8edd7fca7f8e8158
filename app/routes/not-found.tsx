import { useEffect } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { CallButton } from "~/components/call-button";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    siteUrl: siteUrlFrom(matches),
    path: location.pathname,
    title: "Page Not Found",
    description: "The page you were looking for does not exist. Return to the home page or call our 24/7 mobile diesel mechanics.",
    indexable: false,
  });

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" aria-labelledby="not-found-heading">
      <p className="font-display text-8xl font-bold text-steel">404</p>
      <h1 id="not-found-heading" className="mt-2 text-4xl font-bold uppercase">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-lg">The page you asked for isn't here. If your truck needs help now, call us: we answer 24/7.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" variant="default" size="lg">
          Return to Home
        </ButtonLink>
        <CallButton label="Call" showNumber />
      </div>
    </section>
  );
}
