import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusPanel } from "~/components/status-panel";
import { siteConfig } from "~/config/site";

/** The last resort when a page fails: the specification's fallback text, and a way to call. */
export function ErrorScreen() {
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
