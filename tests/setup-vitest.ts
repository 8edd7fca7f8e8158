import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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
  if (typeof document !== "undefined") cleanup();
  errorSpy?.mockRestore();
});
