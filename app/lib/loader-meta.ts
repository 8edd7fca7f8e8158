import type { MetaDescriptor } from "react-router";

/**
 * The `meta` export of every public page: the tags its loader built on the server (pageHead).
 * Nothing to build in the browser, so the builders never ship to it.
 */
export function loaderMeta({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  const meta = (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta;
  return meta ?? [];
}
