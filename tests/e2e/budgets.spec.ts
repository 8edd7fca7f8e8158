import path from "node:path";
import { budgets, measurePage } from "../../scripts/measure-budgets";
import { expect, test } from "./fixtures";

// Size checks on the build the suite runs against (bytes, not timings).
test.describe("home page size budgets", () => {
  const sizes = measurePage(path.resolve("build/client"));

  test("JavaScript as served (brotli) stays within 115 KB", () => {
    expect(sizes.jsBrotliBytes).toBeLessThanOrEqual(budgets.jsTransferBytes);
  });

  test("JavaScript does not grow past its gzip guard", () => {
    expect(sizes.jsGzipBytes).toBeLessThanOrEqual(budgets.jsGzipBytes);
  });

  test("CSS stays within 15 KB gzip", () => {
    expect(sizes.cssGzipBytes).toBeLessThanOrEqual(budgets.cssGzipBytes);
  });

  test("the first tel: link arrives in the first 14 KB of compressed HTML", () => {
    expect(sizes.firstTelGzipOffset).toBeLessThanOrEqual(budgets.firstTelWithinBytes);
  });
});
