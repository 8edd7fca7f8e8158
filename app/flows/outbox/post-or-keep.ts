import { postKeyField, requestIdField } from "~/lib/request-id";
import { outboxEndpoint, type OutboxKind } from "./outbox-flag";

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

/** The form's text fields, as a URL-encoded post carries them. */
const textFields = (form: FormData) => [...form].filter((pair): pair is [string, string] => typeof pair[1] === "string");
/** The photos chosen in the form (a file input left empty sends an empty file). */
const chosenFiles = (form: FormData) => [...form.values()].filter((value): value is File => value instanceof File && value.size > 0);

/** Where a kept post goes and where it was kept, for a status page's posts (a request needs neither). */
interface KeepOptions {
  action?: string;
  page?: string;
}

/**
 * Posts a form (`send`: React Router's serverAction, or postForm below). When it cannot go (no
 * connection, no answer in 15 seconds, the server failing), it is kept on the phone to be sent
 * later, with its key (a request's id, another post's post key) and its photos, so the server
 * takes it once even if the first post did arrive after all.
 */
export async function postOrKeep<T>(
  kind: OutboxKind,
  form: FormData,
  send: () => Promise<T>,
  keep: KeepOptions = {},
): Promise<T | { kept: boolean; photosKept?: boolean }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("time-out")), postTimeoutMs);
  });
  try {
    return await Promise.race([send(), timedOut]);
  } catch {
    const fields = textFields(form);
    const requestId = fields.find(([name]) => name === requestIdField || name === postKeyField)?.[1];
    if (!requestId) return { kept: false };
    try {
      const { saveToOutbox } = await loadOutbox();
      return await saveToOutbox({ requestId, kind, fields, photos: chosenFiles(form), ...keep });
    } catch {
      return { kept: false };
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Posts a form to the JSON twin of its action (/outbox?kind=…, with `&token=` for a status page's
 * posts), outside React Router: a form that posts this way needs no other part of the page
 * hydrated, nor a route module to load (which, with no signal, would reload the page into the
 * browser's error). Text alone goes URL-encoded; with photos, as multipart. A server that fails
 * (5xx) or an answer that is not JSON (a proxy's error page) throws, so the post is kept.
 */
export async function postForm<T>(kind: OutboxKind, form: FormData, address = `${outboxEndpoint}?kind=${kind}`): Promise<T> {
  const fields = textFields(form);
  const response = await fetch(address, {
    method: "POST",
    body: chosenFiles(form).length > 0 ? form : new URLSearchParams(fields),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (response.status >= 500 || !(response.headers.get("content-type") ?? "").includes("application/json")) {
    throw new Error(`The request was not taken (${response.status})`);
  }
  return (await response.json()) as T;
}
