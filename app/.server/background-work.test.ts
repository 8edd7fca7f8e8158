import { describe, expect, it, vi } from "vitest";
import { createBackgroundWork, onSweep } from "./background-work";

/** A promise the test settles when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("background work", () => {
  it("stop() waits for the pass in progress, and for work that pass starts meanwhile, before it resolves", async () => {
    const work = createBackgroundWork("test", "Failed:");
    const pass = gate();
    const started = gate();
    const finished: string[] = [];
    work.every(60_000, async () => {
      await pass.opened;
      finished.push("pass");
      work.track(started.opened.then(() => finished.push("send")));
    });
    let stopped = false;
    const stopping = work.stop().then(() => (stopped = true));
    expect(work.stopped).toBe(true);
    pass.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    started.open();
    await stopping;
    expect(finished).toEqual(["pass", "send"]);
  });

  it("skips a pass while the one before still runs, and idle() waits for it", async () => {
    vi.useFakeTimers();
    try {
      const work = createBackgroundWork("test", "Failed:");
      const pass = gate();
      let passes = 0;
      work.every(1_000, async () => {
        passes++;
        await pass.opened;
      });
      await vi.advanceTimersByTimeAsync(3_500);
      expect(passes).toBe(1);
      pass.open();
      await work.idle();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(passes).toBe(2);
      await work.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says, by name, each time a pass has run: what a test waits for instead of a number of seconds", async () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    const stop = onSweep((name) => heard.push(name));
    try {
      const work = createBackgroundWork("alerts", "Failed:");
      let passes = 0;
      work.every(1_000, async () => void passes++);
      await vi.advanceTimersByTimeAsync(2_500);
      expect(passes).toBe(3);
      expect(heard).toEqual(["alerts", "alerts", "alerts"]);
      await work.stop();
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it("logs a failed piece of work and goes on", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const work = createBackgroundWork("alerts", "Sending alerts failed:");
    const failure = new Error("push service down");
    work.track(Promise.reject(failure));
    await work.idle();
    expect(logged).toHaveBeenCalledWith("Sending alerts failed:", failure);
    await work.stop();
  });
});
