/**
 * Loads a chunk; with no signal (and no service worker copy yet) it waits for the phone to be
 * back online and tries again, rather than failing (a failed lazy component is an error screen).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve) => window.addEventListener("online", () => resolve(loadWhenOnline(load)), { once: true })),
  );
}
