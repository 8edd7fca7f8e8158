/** Where the technician's phone stands in sharing its position, as the job screen says it. */
export type SharingState = "asking" | "sharing" | "refused" | "unavailable" | "ended";

/** One post per 20 s at most: enough for "about 12 km away" to stay true, little for the battery and the server. */
const positionIntervalMs = 20_000;

/**
 * Sends the phone's position to `url` while the job is on the way: from `watchPosition` (the
 * browser asks the person's permission first), at most once per interval, the latest fix again
 * every interval while standing still, and once more when the screen comes back to the front
 * (a phone in a pocket stops its timers). Stops when the server answers that the job is no longer
 * on the way (409) or refuses the sender (403). Answers the function that stops it.
 */
export function sharePosition(url: string, onState: (state: SharingState) => void, intervalMs = positionIntervalMs): () => void {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    onState("unavailable");
    return () => undefined;
  }
  let latest: GeolocationPosition | null = null;
  let sentAt = 0;
  let stopped = false;

  function send(position: GeolocationPosition) {
    sentAt = Date.now();
    const { latitude, longitude, accuracy } = position.coords;
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ latitude, longitude, accuracy }),
      credentials: "same-origin",
    })
      .then((answer) => {
        if (answer.status === 409 || answer.status === 403) {
          onState("ended");
          stop();
        }
      })
      // No signal: the next fix or the next interval tries again.
      .catch(() => undefined);
  }

  const watch = navigator.geolocation.watchPosition(
    (position) => {
      latest = position;
      onState("sharing");
      if (Date.now() - sentAt >= intervalMs) send(position);
    },
    (error) => onState(error.code === error.PERMISSION_DENIED ? "refused" : "unavailable"),
    { enableHighAccuracy: true, maximumAge: 10_000 },
  );
  const timer = setInterval(() => {
    if (latest && Date.now() - sentAt >= intervalMs) send(latest);
  }, intervalMs);
  const onVisible = () => {
    if (document.visibilityState !== "visible" || stopped) return;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        latest = position;
        send(position);
      },
      () => (latest ? send(latest) : undefined),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 15_000 },
    );
  };
  document.addEventListener("visibilitychange", onVisible);

  function stop() {
    if (stopped) return;
    stopped = true;
    navigator.geolocation.clearWatch(watch);
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
  }
  onState("asking");
  return stop;
}
