import { BreadcrumbTrail } from "~/components/breadcrumb-trail";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbNode, graph, type Crumb } from "~/lib/json-ld";
import { useSiteUrl } from "~/lib/use-site-url";

/**
 * The trail with its BreadcrumbList structured data built in the page. Pages that build their
 * structured data in the loader (on the server only) use BreadcrumbTrail and <JsonLd> instead.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const siteUrl = useSiteUrl();
  return (
    <>
      <BreadcrumbTrail crumbs={crumbs} />
      {siteUrl ? <JsonLd data={graph([breadcrumbNode(siteUrl, crumbs)])} /> : null}
    </>
  );
}
