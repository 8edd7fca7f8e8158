import { textResponse, type Step } from "../pipeline";

/** GET /healthz: 200 while the database answers, 503 when it does not (for the process manager or load balancer). */
export const healthStep =
  (isHealthy: () => Promise<boolean>): Step =>
  async (request) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || new URL(request.url).pathname !== "/healthz") return undefined;
    const healthy = await isHealthy();
    return textResponse(healthy ? 200 : 503, healthy ? "ok" : "database unavailable", { "Cache-Control": "no-store" });
  };
