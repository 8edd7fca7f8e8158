/**
 * Size budgets of the built home page, measured on build/client:
 * JavaScript and CSS it loads (gzip -9), and how far into the compressed HTML the
 * first tel: link sits (it must arrive in the first 14 KB, the first round trip).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const budgets = { jsGzipBytes: 115 * 1024, cssGzipBytes: 15 * 1024, firstTelWithinBytes: 14 * 1024 } as const;

export interface PageSizes {
  jsFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  htmlBrotliBytes: number;
  /** Size of the gzip-compressed HTML up to and including the first tel: link. */
  firstTelGzipOffset: number;
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

export function measurePage(clientDir: string, htmlFile = "index.html"): PageSizes {
  const html = fs.readFileSync(path.join(clientDir, htmlFile), "utf8");
  const jsFiles = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
  const cssFiles = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!))];
  const read = (file: string) => fs.readFileSync(path.join(clientDir, file));
  const telIndex = html.indexOf('href="tel:');
  if (telIndex === -1) throw new Error(`${htmlFile} has no tel: link`);
  const telEnd = html.indexOf("</a>", telIndex) + 4;
  return {
    jsFiles,
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    htmlGzipBytes: gzipSize(html),
    htmlBrotliBytes: zlib.brotliCompressSync(html).length,
    firstTelGzipOffset: gzipSize(html.slice(0, telEnd)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = measurePage(path.resolve("build/client"));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Home page (build/client/index.html)`);
  console.log(`  JavaScript: ${kb(sizes.jsGzipBytes)} gzip in ${sizes.jsFiles.length} files (budget ${kb(budgets.jsGzipBytes)})`);
  console.log(`  CSS:        ${kb(sizes.cssGzipBytes)} gzip (budget ${kb(budgets.cssGzipBytes)})`);
  console.log(`  HTML:       ${kb(sizes.htmlGzipBytes)} gzip, ${kb(sizes.htmlBrotliBytes)} brotli`);
  console.log(`  First tel: link ends ${kb(sizes.firstTelGzipOffset)} into the gzip HTML (budget ${kb(budgets.firstTelWithinBytes)})`);
}
