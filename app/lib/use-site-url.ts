import { useRouteLoaderData } from "react-router";

/** The site origin (SITE_URL) from the root loader, for structured data in page components. */
export function useSiteUrl(): string {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
