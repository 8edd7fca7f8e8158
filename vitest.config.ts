import { defineConfig } from "vitest/config";

// Unit and component tests live beside their code as *.test.ts(x); Playwright specs
// live in tests/e2e as *.spec.ts, so the two runners never pick up each other's files.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "app/.server/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
    globalSetup: ["./tests/postgres-global-setup.ts"],
    restoreMocks: true,
    // Vitest's default leaves one core of two idle (measured: 88 s with one worker, 62 s with two).
    maxWorkers: 2,
  },
});
