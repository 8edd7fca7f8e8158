/** How a page's background refresh stands: whether the last one failed, and when data last came. */
export interface RefreshState {
  failing: boolean;
  /** Epoch ms of the last data the page got (its first load, or a refresh that worked). */
  loadedAt: number;
}

/**
 * A page that refreshes itself in the background (a driver's status page, the owner's inbox)
 * keeps what it shows when a refresh fails for want of signal, instead of turning into an error
 * page. Used as the route's clientLoader; the page remembers what it rendered. It also says how
 * the refresh stands (`state`, `subscribe`), so the page can say it has no signal rather than
 * claim it updates itself.
 */
export function lastKnownData<T>() {
  let last: T | undefined;
  let state: RefreshState = { failing: false, loadedAt: Date.now() };
  const listeners = new Set<() => void>();
  const set = (next: RefreshState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    remember(data: T): void {
      if (last === undefined) state = { failing: false, loadedAt: Date.now() };
      last = data;
    },
    async load(serverLoader: () => Promise<T>): Promise<T> {
      try {
        last = await serverLoader();
        set({ failing: false, loadedAt: Date.now() });
        return last;
      } catch (error) {
        if (last !== undefined) {
          set({ ...state, failing: true });
          return last;
        }
        throw error;
      }
    },
    /** For useSyncExternalStore: the same object until the state changes. */
    state: (): RefreshState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LastKnownData = Pick<ReturnType<typeof lastKnownData>, "state" | "subscribe">;
