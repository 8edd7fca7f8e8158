import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { StatusPanel } from "~/components/status-panel";
import { siteConfig } from "~/config/site";

/** The site's own words in a refusal (`{ error: "…" }`), shown as they are; nothing from a crash. */
function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status >= 500) return null;
  const said = (error.data as { error?: unknown } | null)?.error;
  return typeof said === "string" ? said : null;
}

/** The last resort when a page fails: the specification's fallback text, and a way to call. */
export function ErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500 || !isRouteErrorResponse(error)) console.error(error);
  const message = refusalMessage(error);
  // The owner's session ended while a page was open: the way on is to sign in again.
  const signIn = status === 403 && pathname.startsWith("/owner");
  const panel = (
    <StatusPanel
      headingId="error-heading"
      title="Unexpected Application Error!"
      next={signIn ? { to: "/owner/sign-in", label: "Sign in" } : { to: "/", label: "Return to Home" }}
      lead={signIn ? "link" : "call"}
    >
      <title>{`Unexpected Application Error! | ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex" />
      <p>
        {status === 500 ? "Something went wrong on our side." : `The request could not be completed (${status}).`} {message}
        {message ? " " : ""}If your truck needs help now, call us: we answer 24/7.
      </p>
    </StatusPanel>
  );
  // The back office's pages bring their own <main> (the owner's frame); this screen stands in for one.
  return pathname.startsWith("/owner") ? (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      {panel}
    </main>
  ) : (
    panel
  );
}
