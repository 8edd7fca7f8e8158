import type { CountLine } from "~/.server/counts/report";
import { cityPathPrefix, serviceAreasPath, servicesPath } from "~/lib/paths";

export type PageLine = CountLine & { page: string };

/** A row of the owner's "by page" table: one page, or a group of pages with each one listed under it. */
export interface PageGroup {
  name: string;
  line: CountLine;
  /** The group's pages, most viewed first; empty for a page on its own. */
  pages: PageLine[];
}

/** The pages the owner reads as one: the 17 city pages, the service pages, the articles. */
const groups: readonly { name: string; has: (page: string) => boolean }[] = [
  { name: "City pages", has: (page) => page.startsWith(`${serviceAreasPath}/${cityPathPrefix}`) },
  { name: "Service pages", has: (page) => page.startsWith(`${servicesPath}/`) },
  { name: "Articles", has: (page) => page.startsWith("/blog/") },
];

const sum = (lines: readonly CountLine[]): CountLine =>
  lines.reduce(
    (total, line) => ({
      views: total.views + line.views,
      calls: total.calls + line.calls,
      texts: total.texts + line.texts,
      forms: total.forms + line.forms,
      requests: total.requests + line.requests,
    }),
    { views: 0, calls: 0, texts: 0, forms: 0, requests: 0 },
  );

/** The report's pages with the city pages, the service pages and the articles each folded into one row, the most viewed first. */
export function groupPages(pages: readonly PageLine[]): PageGroup[] {
  const rows: PageGroup[] = groups
    .map(({ name, has }) => ({ name, pages: pages.filter((line) => has(line.page)) }))
    .filter((group) => group.pages.length > 0)
    .map((group) => ({ ...group, line: sum(group.pages) }));
  const grouped = new Set(rows.flatMap((group) => group.pages));
  for (const line of pages) if (!grouped.has(line)) rows.push({ name: line.page, line, pages: [] });
  return rows.sort((a, b) => b.line.views - a.line.views || b.line.requests - a.line.requests);
}
