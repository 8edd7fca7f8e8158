import crypto from "node:crypto";

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of an HTML document (React Router's hydration scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    // JSON-LD and other data blocks never run, so they need no hash.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const digest = crypto
      .createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a page: only our origin, and only our own inline scripts by
 * hash. `formTargets`: other origins the page's forms may lead to (Stripe's Checkout, after
 * the status page's Pay post redirects there).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], formTargets: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `form-action 'self' ${formTargets.join(" ")}`.trim(),
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
