/**
 * The life of a sender that works in the background (the owner's e-mails, alerts, texts to
 * drivers): a pass now and every so often that never overlaps the one before, the sends in
 * progress tracked, and a stop() that waits for all of it, so that none queries the database
 * after it closes.
 */
export interface BackgroundWork {
  /** True once stop() was called: nothing new should start. */
  readonly stopped: boolean;
  /** Runs `work` in the background: stop() and idle() wait for it; a failure is logged. */
  track(work: Promise<unknown>): void;
  /** Runs `pass` now and every `everyMs`; a pass is skipped while the one before still runs. */
  every(everyMs: number, pass: () => Promise<void>): void;
  /** Stops the passes and waits for every piece of work, those it starts meanwhile too. */
  stop(): Promise<void>;
  /** Resolves once every piece of work started so far has finished (tests). */
  idle(): Promise<void>;
}

/** Who hears that a pass ran: the test-only LOG_SWEEPS setting logs each (app/.server/services.ts). */
const sweepListeners = new Set<(name: string) => void>();

/**
 * Calls `listener` with the work's name after each of its passes: a test that must show that
 * nothing more happens waits for the next passes, not for seconds. Returns the way to stop.
 */
export function onSweep(listener: (name: string) => void): () => void {
  sweepListeners.add(listener);
  return () => sweepListeners.delete(listener);
}

/**
 * `name` says which work a pass was ("alerts"); `failure` begins the line logged when a piece of
 * work fails ("Sending alerts failed:").
 */
export function createBackgroundWork(name: string, failure: string): BackgroundWork {
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let passing: Promise<void> | null = null;
  let stopped = false;

  function track(work: Promise<unknown>) {
    const tracked = work.then(
      () => undefined,
      (error: unknown) => console.error(failure, error),
    );
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  }

  async function idle() {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  return {
    get stopped() {
      return stopped;
    },
    track,
    every(everyMs, pass) {
      const run = () => {
        if (stopped || passing) return;
        passing = pass().finally(() => {
          passing = null;
          for (const listener of sweepListeners) listener(name);
        });
        track(passing);
      };
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await idle();
    },
    idle,
  };
}
