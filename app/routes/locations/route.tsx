import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { redirectTarget } from "~/lib/redirects";

/**
 * /locations and /locations/{slug}: the server answers these with a 301 from the
 * redirect table. In client navigation this loader's redirect means /locations
 * never enters the history, so Back returns to the page the visitor came from.
 * (React Router's replace() would overwrite that page's entry instead.)
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const target = redirectTarget(pathname) ?? "/service-areas";
  throw redirect(target + search, 301);
}

export default function Locations() {
  return null;
}
