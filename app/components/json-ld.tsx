import { serializeJsonLd } from "~/lib/serialize-json-ld";

/** Structured data for search engines, as a JSON-LD script block. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
