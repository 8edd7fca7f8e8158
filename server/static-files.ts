import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { currentYear, currentYearAttribute } from "~/lib/current-year";
import { compressForStorage } from "../app/.server/http/compression";
import { contentTypeOf, isCompressible } from "./content-types";
import { contentSecurityPolicy, inlineScriptHashes } from "../app/.server/http/csp";

export interface StaticVariant {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** Pages only: their Content-Security-Policy, with the hashes of their inline scripts. */
  csp?: string;
  /** The bytes to send now (for pages, with this year in the footer). */
  current(): StaticVariant;
}

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

/** Files the server never hands out, even though the build wrote them. */
const hidden = /(^|\/)\.|\.(br|gz)$|^\/?\.vite\//;

/**
 * Loads build/client into memory once: the site is small, and serving from memory
 * means a request can never reach a file outside the build.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(clientDir)) {
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    if (hidden.test(relative)) continue;
    const urlPath = urlPathFor(relative);
    files.set(urlPath, loadFile(file, urlPath));
  }
  return files;
}

/** index.html files answer at their folder's URL without a trailing slash. */
function urlPathFor(relative: string): string {
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

const serviceWorkerPolicy = "default-src 'self'; script-src 'self'; object-src 'none'";

function loadFile(file: string, urlPath: string): StaticFile {
  const body = fs.readFileSync(file);
  const contentType = contentTypeOf(file);
  const cacheControl = urlPath.startsWith("/assets/") ? immutable : revalidate;
  const compressible = isCompressible(contentType);

  const precompressed = (): StaticVariant => ({
    body,
    ...(compressible ? readOrCompress(file, body) : {}),
    etag: etagOf(body),
  });

  if (!contentType.startsWith("text/html")) {
    const variant = precompressed();
    // The service worker's own policy governs what it may fetch: the site's origin only.
    if (urlPath === "/sw.js") return { contentType, cacheControl, csp: serviceWorkerPolicy, current: () => variant };
    return { contentType, cacheControl, current: () => variant };
  }

  const html = body.toString("utf8");
  const csp = contentSecurityPolicy(inlineScriptHashes(html));
  const yearPattern = new RegExp(`(${currentYearAttribute}=""[^>]*>)(\\d{4})(<)`);
  const bakedYear = yearPattern.exec(html)?.[2];
  const built = precompressed();
  // Pages are built once; the footer's year is rewritten when the year turns over.
  let yearVariant: { year: string; variant: StaticVariant } | undefined;
  return {
    contentType,
    cacheControl,
    csp,
    current() {
      const year = currentYearText();
      if (!bakedYear || year === bakedYear) return built;
      if (yearVariant?.year !== year) {
        const rewritten = Buffer.from(html.replace(yearPattern, `$1${year}$3`), "utf8");
        yearVariant = { year, variant: { body: rewritten, ...compressForStorage(rewritten), etag: etagOf(rewritten) } };
      }
      return yearVariant.variant;
    },
  };
}

/** The build writes .br and .gz beside each text file; compress here when it did not. */
function readOrCompress(file: string, body: Buffer): { br: Buffer; gzip: Buffer } {
  const br = readIfExists(`${file}.br`);
  const gzip = readIfExists(`${file}.gz`);
  if (br && gzip) return { br, gzip };
  return compressForStorage(body);
}

function readIfExists(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

// The year changes once a year: check the clock at most once a second, not per request.
let cachedYear = { text: "", checkedAt: 0 };
function currentYearText(): string {
  const now = Date.now();
  if (Math.abs(now - cachedYear.checkedAt) > 1000) cachedYear = { text: String(currentYear(new Date(now))), checkedAt: now };
  return cachedYear.text;
}

function etagOf(body: Buffer): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
