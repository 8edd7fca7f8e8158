import { BellOff, BellRing, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

export interface AlertDeviceRow {
  id: number;
  device: string;
  endpoint: string;
  addedAt: string;
  lastAlertedAt: string | null;
  lastError: string | null;
}

/** The VAPID public key (base64url) as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Support = "checking" | "unsupported" | "ready";

/**
 * "Alert this phone": subscribes this browser to Web Push and tells the server, so a new
 * request rings it within seconds; "Stop alerts" undoes it. The list of every device that
 * alerts, with a way to remove any, works without JavaScript.
 */
export function PhoneAlerts({
  devices,
  publicKey,
  ringsFor = "every new request",
}: {
  devices: readonly AlertDeviceRow[];
  publicKey: string;
  /** What the phones ring for: a technician's for the jobs assigned to them, not every request. */
  ringsFor?: "every new request" | "each job assigned to you";
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  // Known only in the browser: whether it can receive pushes at all.
  const support: Support = !hydrated
    ? "checking"
    : "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
      ? "ready"
      : "unsupported";
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (support !== "ready") return;
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => setThisEndpoint(subscription?.endpoint ?? null))
      .catch(() => setThisEndpoint(null));
  }, [support]);

  const thisPhoneAlerts = thisEndpoint !== null && devices.some((device) => device.endpoint === thisEndpoint);

  async function alertThisPhone() {
    setBusy(true);
    setMessage("");
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setMessage("Alerts are blocked for this site: allow notifications in the browser's settings, then try again.");
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const answer = await fetch("/owner/push-subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
      if (answer.status !== 201) {
        const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
        setMessage(`This phone could not be added: ${error ?? `the server answered ${answer.status}`}`);
        return;
      }
      setThisEndpoint(subscription.endpoint);
      setMessage(`This phone will now ring for ${ringsFor}.`);
      await revalidator.revalidate();
    } catch (error) {
      setMessage(`This phone could not be added: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function stopAlerts() {
    setBusy(true);
    setMessage("");
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.getSubscription();
      const endpoint = subscription?.endpoint ?? thisEndpoint;
      if (endpoint) {
        await fetch("/owner/push-subscriptions", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ unsubscribe: endpoint }),
        });
      }
      await subscription?.unsubscribe();
      setThisEndpoint(null);
      setMessage(`This phone no longer rings for ${ringsFor}.`);
      await revalidator.revalidate();
    } catch (error) {
      setMessage(`Alerts could not be stopped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="phone-alerts" aria-labelledby="phone-alerts-heading" className="mt-8 rounded-md border-2 border-steel-light bg-white p-3">
      <h2 id="phone-alerts-heading" className="text-2xl font-bold uppercase">
        Phone alerts
      </h2>
      <p className="mt-1 text-steel">
        {devices.length === 0
          ? `No phone rings for ${ringsFor} yet: add this one.`
          : `${devices.length} device${devices.length === 1 ? " rings" : "s ring"} for ${ringsFor}.`}
      </p>
      {!hydrated ? (
        <p className="mt-2">Adding this phone needs JavaScript.</p>
      ) : support === "unsupported" ? (
        <p className="mt-2">
          This browser cannot receive alerts. On an iPhone, add this inbox to the home screen first (Share, then Add to Home Screen) and
          open it from there.
        </p>
      ) : support === "ready" ? (
        <div className="mt-3">
          {thisPhoneAlerts ? (
            <Button type="button" variant="outline" onClick={() => void stopAlerts()} disabled={busy}>
              <BellOff aria-hidden="true" />
              Stop alerts on this phone
            </Button>
          ) : (
            <Button type="button" variant="cta" onClick={() => void alertThisPhone()} disabled={busy}>
              <BellRing aria-hidden="true" />
              Alert this phone
            </Button>
          )}
        </div>
      ) : null}
      <p role="status" className="mt-2 font-semibold">
        {message}
      </p>
      {devices.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center gap-2 border-t border-steel-light pt-2">
              <span className="flex-1">
                <span className="block font-semibold">
                  {device.device}
                  {device.endpoint === thisEndpoint ? " (this one)" : ""}
                </span>
                <span className="block text-sm text-steel">
                  Added {device.addedAt} · {device.lastAlertedAt ? `last alerted ${device.lastAlertedAt}` : "not alerted yet"}
                  {device.lastError ? ` · last attempt failed: ${device.lastError}` : ""}
                </span>
              </span>
              <Form method="post" action="/owner/push-subscriptions">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={device.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${device.device}, added ${device.addedAt}`}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
