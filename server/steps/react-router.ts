import { createRequestHandler, type ServerBuild } from "react-router";
import type { FinalHandler } from "../pipeline";
import { compressJsonResponse } from "./json-response";
import { withoutRouteInternals } from "./no-action";

/**
 * React Router answers whatever no step did: pages rendered on request, actions, data requests.
 * Its JSON answers go out compressed, and its 405s say nothing of how the site is built.
 */
export function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: "production" | "development"): FinalHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (request, context) => compressJsonResponse(request, withoutRouteInternals(request, await handleRequest(request, context)));
}
