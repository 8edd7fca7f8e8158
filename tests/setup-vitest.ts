import { afterEach, beforeEach, vi } from "vitest";

// Testing Library's matchers and clean-up only where there is a DOM (the files that ask for
// jsdom): loading them in each of the hundred other files was 19 s of a run's setup.
const cleanup = typeof document === "undefined" ? undefined : await domTesting();

async function domTesting() {
  await import("@testing-library/jest-dom/vitest");
  return (await import("@testing-library/react")).cleanup;
}

// A test that makes the code under test log console.error fails, unless the test
// expects it (by spying on console.error itself).
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  // Without Vitest globals, Testing Library does not unmount between tests by itself.
  cleanup?.();
  errorSpy?.mockRestore();
});
