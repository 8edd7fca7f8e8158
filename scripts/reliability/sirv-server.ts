/**
 * sirv, a maintained static server, on the same build/client folder as ours, for the
 * static-speed comparison (docs/decisions/006): the same headers, the same precompressed files.
 */
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { baseSecurityHeaders } from "../../server/security-headers";

const port = Number(process.env.PORT ?? 4316);
const headers = baseSecurityHeaders({ https: false });
const serve = sirv(path.resolve("build/client"), {
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    );
  },
});
http
  .createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end("Not Found");
    }),
  )
  .listen(port, "127.0.0.1", () => console.log(`sirv on http://127.0.0.1:${port}`));
