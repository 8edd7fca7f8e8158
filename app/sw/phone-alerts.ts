/// <reference lib="webworker" />
/**
 * The owner's phone alerts: a push from the server becomes a notification with
 * "Call driver" and "Open"; a tap opens the request in the inbox (the sign-in first when needed).
 */
declare const self: ServiceWorkerGlobalScope;

interface AlertPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
  tel: string;
  requireInteraction: boolean;
}

/** Only the inbox's own pages, so a payload can never send a tap elsewhere. */
const inboxPath = (url: unknown): string => (typeof url === "string" && /^\/owner(\/[\w/-]*)?$/.test(url) ? url : "/owner");
const telLink = (tel: unknown): string | null => (typeof tel === "string" && /^tel:\+?\d{3,15}$/.test(tel) ? tel : null);

function readPayload(event: PushEvent): Partial<AlertPayload> {
  try {
    return (event.data?.json() ?? {}) as Partial<AlertPayload>;
  } catch {
    return {};
  }
}

/** An open inbox window goes to the request; with none, a window opens on it (the sign-in first, signed out). */
async function openInInbox(path: string) {
  const target = new URL(path, self.location.origin).href;
  // Only a window this worker controls can be navigated by it.
  const windows = await self.clients.matchAll({ type: "window" });
  const inbox = windows.find((client) => new URL(client.url).pathname.startsWith("/owner"));
  if (inbox) {
    // Raising the window may be refused (the tap's moment has passed): reaching the request matters more.
    await inbox.focus().catch(() => undefined);
    if (await inbox.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

export function listenForPhoneAlerts(): void {
  self.addEventListener("push", (event) => {
    const alert = readPayload(event);
    const tel = telLink(alert.tel);
    const options: NotificationOptions & { actions: { action: string; title: string }[]; renotify: boolean } = {
      body: alert.body ?? "A new request came in. Open the inbox.",
      tag: alert.tag ?? "request",
      // An escalation for the same request rings again rather than updating silently.
      renotify: true,
      requireInteraction: alert.requireInteraction === true,
      icon: "/brand/inbox-192.png",
      badge: "/brand/icon-192.png",
      data: { url: inboxPath(alert.url), tel },
      actions: [...(tel ? [{ action: "call", title: "Call driver" }] : []), { action: "open", title: "Open" }],
    };
    event.waitUntil(self.registration.showNotification(alert.title ?? "New request", options));
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const { url, tel } = (event.notification.data ?? {}) as { url?: string; tel?: string | null };
    if (event.action === "call" && tel) {
      event.waitUntil(self.clients.openWindow(tel).catch(() => openInInbox(inboxPath(url))));
      return;
    }
    event.waitUntil(openInInbox(inboxPath(url)));
  });
}
