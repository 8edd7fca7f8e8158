import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { documentResponse } from "~/.server/http/document-response";

export const streamTimeout = 5_000;

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
        const html = optimize ? Buffer.from(optimize(rendered.toString("utf8"))) : rendered;
        resolve(documentResponse(request, html, status, headers));
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
