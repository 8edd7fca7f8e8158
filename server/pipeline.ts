import type { AppLoadContext } from "react-router";
import type { RequestFacts } from "~/.server/context";
import type { SiteServices } from "~/.server/services";
import { clientAddress, isHttps } from "./request-facts";

/**
 * One step of the site's HTTP pipeline: a plain function of the Fetch request and what the
 * server knows of it, answering or passing (undefined) to the next. Each is tested without
 * sockets. A step may fill in `facts` for those after it (the size limit's refusal).
 */
export type Step = (request: Request, facts: RequestFacts) => Response | undefined | Promise<Response | undefined>;

/** The last step: React Router, given the load context. */
export type FinalHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** What every answer goes through on its way out: the headers the server adds. */
export type Finish = (request: Request, response: Response, facts: RequestFacts) => Response;

/**
 * The site behind its static files (server/site-listener.ts): the facts of the request (the one
 * HTTPS check, the client's address), the steps in order, React Router, and `finish` on every
 * answer. A step or the handler that throws becomes a plain 500 that tells nothing.
 */
export function createPipeline({
  steps,
  services,
  handle,
  finish,
  trustProxy,
}: {
  steps: readonly Step[];
  services: SiteServices;
  handle: FinalHandler;
  finish: Finish;
  trustProxy: boolean;
}) {
  return async (request: Request, client: { address?: string }): Promise<Response> => {
    const facts: RequestFacts = {
      https: isHttps({ encrypted: request.url.startsWith("https:"), forwardedProto: request.headers.get("x-forwarded-proto") }, trustProxy),
      clientIp: clientAddress({ forwardedFor: request.headers.get("x-forwarded-for"), socketAddress: client.address ?? null }, trustProxy),
      refusal: null,
    };
    try {
      for (const step of steps) {
        const answer = await step(request, facts);
        if (answer) return finish(request, answer, facts);
      }
      const context: AppLoadContext = { ...services, ...facts };
      return finish(request, await handle(request, context), facts);
    } catch (error) {
      if (request.signal.aborted) throw error;
      console.error(`Request failed: ${request.method} ${request.url.slice(0, 200)}`, error);
      return finish(request, textResponse(500, "Internal Server Error"), facts);
    }
  };
}

/** A short plain-text answer (the server's own refusals). */
export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}
