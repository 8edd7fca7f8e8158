import type { RequestKind } from "~/lib/request-status";
import { outboxEndpoint } from "./outbox-flag";

export const keptMessage = "Saved on this phone. It will be sent as soon as you have signal. If it's urgent, call or text now.";

/** How long a form's post may take before the visitor is told it did not go. */
const postTimeoutMs = 15_000;

const loadOutbox = () => import("~/flows/outbox/outbox-store");

/**
 * Fetches the outbox code while the form is on screen, so it is there if the signal goes. (The
 * root's notice of kept requests loads when one is kept, or from the service worker's cache.)
 */
export function preloadOutbox(): void {
  void loadOutbox().catch(() => undefined);
}

/**
 * Posts a form's request (`send`: React Router's serverAction, or postForm below). When it
 * cannot go (no connection, no answer in 15 seconds, the server failing), the request is kept
 * on the phone to be sent later, with its request id, so the server stores it once even if the
 * first post did arrive after all.
 */
export async function postOrKeep<T>(kind: RequestKind, form: FormData, send: () => Promise<T>): Promise<T | { kept: boolean }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("time-out")), postTimeoutMs);
  });
  try {
    return await Promise.race([send(), timedOut]);
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

/**
 * Posts a form's text fields to the JSON twin of its action (/outbox?kind=…), outside React
 * Router: a form that posts this way needs no other part of the page hydrated. A server that
 * fails (5xx) or an answer that is not JSON (a proxy's error page) throws, so the request is kept.
 */
export async function postForm<T>(kind: RequestKind, form: FormData): Promise<T> {
  const fields = [...form].filter((pair): pair is [string, string] => typeof pair[1] === "string");
  const response = await fetch(`${outboxEndpoint}?kind=${kind}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (response.status >= 500 || !(response.headers.get("content-type") ?? "").includes("application/json")) {
    throw new Error(`The request was not taken (${response.status})`);
  }
  return (await response.json()) as T;
}
