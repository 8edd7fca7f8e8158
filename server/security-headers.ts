/**
 * The policy of every response that is not a page: nothing in it may run or load anything.
 * An SVG opened on its own is a document that could run script; `sandbox` and `default-src
 * 'none'` stop that, while inline styles and embedded images keep it drawing. Pages replace
 * this with their own policy (app/.server/http/csp.ts), which lists their inline scripts by hash.
 */
const nonDocumentPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/** Headers every response carries. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": nonDocumentPolicy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
