import { encodeForClient } from "~/.server/http/compression";

/**
 * A JSON answer of React Router's, compressed for the browser that asked: the route manifest a
 * page fetches as links come into view (`/__manifest`, about 7 KB) went out uncompressed.
 * Only JSON, which React Router sends whole: its streamed answers (`.data`, pages) keep streaming.
 */
export async function compressJsonResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json") || response.headers.has("Content-Encoding") || !response.body) return response;
  const headers = new Headers(response.headers);
  const sent = encodeForClient(request, Buffer.from(await response.arrayBuffer()), headers);
  return new Response(new Uint8Array(sent), { status: response.status, statusText: response.statusText, headers });
}
