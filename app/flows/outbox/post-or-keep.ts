import type { RequestKind } from "~/lib/request-status";

export const keptMessage = "Saved on this phone. It will be sent as soon as you have signal. If it's urgent, call or text now.";

/** How long a form's post may take before the visitor is told it did not go. */
export const postTimeoutMs = 15_000;

const loadOutbox = () => import("~/flows/outbox/outbox");

/** Fetches the outbox code while the visitor fills in a form, so it is there if the signal goes. */
export function preloadOutbox(): void {
  void loadOutbox().catch(() => undefined);
  void import("~/flows/outbox/outbox-notice").catch(() => undefined);
}

/**
 * Posts a form's request (React Router's serverAction). When it cannot go (no connection, or
 * no answer in 15 seconds), the request is kept on the phone to be sent later, with its
 * request id, so the server stores it once even if the first post did arrive after all.
 */
export async function postOrKeep<T>(kind: RequestKind, request: Request, serverAction: () => Promise<T>): Promise<T | { kept: boolean }> {
  const form = await request.clone().formData();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("time-out")), postTimeoutMs);
  });
  try {
    return await Promise.race([serverAction(), timedOut]);
  } catch {
    const fields = [...form].filter((pair): pair is [string, string] => typeof pair[1] === "string");
    const requestId = fields.find(([name]) => name === "requestId")?.[1];
    if (!requestId) return { kept: false };
    try {
      const { saveToOutbox } = await loadOutbox();
      return { kept: await saveToOutbox({ requestId, kind, fields }) };
    } catch {
      return { kept: false };
    }
  } finally {
    clearTimeout(timer);
  }
}
