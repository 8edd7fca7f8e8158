/**
 * A page that refreshes itself in the background (a driver's status page, the owner's inbox)
 * keeps what it shows when a refresh fails for want of signal, instead of turning into an error
 * page. Used as the route's clientLoader; the page remembers what it rendered.
 */
export function lastKnownData<T>() {
  let last: T | undefined;
  return {
    remember(data: T): void {
      last = data;
    },
    async load(serverLoader: () => Promise<T>): Promise<T> {
      try {
        last = await serverLoader();
        return last;
      } catch (error) {
        if (last !== undefined) return last;
        throw error;
      }
    },
  };
}
