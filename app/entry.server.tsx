import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { documentResponse } from "~/.server/http/document-response";

export const streamTimeout = 5_000;

/**
 * What React Router logs. A post to a page that takes none (`POST /`, an unknown address) is
 * answered 405 and is only ever a probe: logging its 11-line stack each time would let anyone
 * fill the log, so it is not logged at all (the answer says what happened). Anything else is
 * logged as React Router would, except a request the browser gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  const routeError: unknown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(routeError ?? error);
};

/**
 * Renders a page whole before answering: the server's Content-Security-Policy lists the hash of
 * every inline script in it, and those (React Router's hydration data among them) are known only
 * once rendering is complete. Pages are small, and most are prerendered anyway.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: Partial<AppLoadContext>,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        // The running server makes the page load as prerendered pages do (not while prerendering:
        // the build's own step does that, with the page's critical CSS).
        const rendered = Buffer.concat(chunks);
        const optimize = loadContext?.optimizeDocument;
        const html = optimize ? optimize(rendered.toString("utf8"), request).then((page) => Buffer.from(page)) : Promise.resolve(rendered);
        html.then((page) => resolve(documentResponse(request, page, status, headers, loadContext?.cardPayments?.checkoutOrigin)), reject);
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The page is sent whole, so nothing is gained by holding a large Suspense boundary back
      // behind a script: without it, a page answering a post without JavaScript shows everything.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        // Errors before the shell reject and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
    // Give rejected boundaries time to flush, then stop waiting.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
