import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { playwrightCounts, vitestCounts } from "./test-reports";

function reportFile(report: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "report-")), "report.json");
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

describe("npm test's closing list of failures", () => {
  it("names a failed Playwright test by file, line and describe titles, with the line it failed at and why", () => {
    // The shape Playwright 1.5x's JSON reporter writes (taken from a real run, colour codes and all).
    const file = reportFile({
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 2 },
      suites: [
        {
          title: "reviews.spec.ts",
          file: "reviews.spec.ts",
          suites: [
            {
              title: "group",
              file: "reviews.spec.ts",
              specs: [
                {
                  title: "fails",
                  line: 3,
                  tests: [
                    {
                      projectName: "chromium",
                      status: "unexpected",
                      results: [
                        {
                          error: {
                            message:
                              "Error: one is two\n\n\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m)\u001b[22m\n\nExpected: \u001b[32m2\u001b[39m\nReceived: \u001b[31m1\u001b[39m\nline five",
                            location: { file: "/x/reviews.spec.ts", line: 9, column: 55 },
                          },
                        },
                      ],
                    },
                  ],
                },
                { title: "passes", line: 4, tests: [{ projectName: "chromium", status: "expected", results: [{}] }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error: worker exited unexpectedly\nmore" }],
    });
    const failures: string[] = [];
    expect(playwrightCounts(file, "sqlite", failures)).toEqual({ passed: 2, failed: 2 });
    expect(failures).toEqual([
      [
        "playwright (sqlite) › [chromium] reviews.spec.ts:3 › group › fails (failed at line 9)",
        "      Error: one is two",
        "      expect(received).toBe(expected)",
        "      Expected: 2",
        "      Received: 1",
      ].join("\n"),
      ["playwright (sqlite) › an error outside any test", "      Error: worker exited unexpectedly", "      more"].join("\n"),
    ]);
  });

  it("names a failed Vitest test and a suite that did not load, with why", () => {
    const file = reportFile({
      numPassedTests: 5,
      numFailedTests: 1,
      numFailedTestSuites: 2,
      testResults: [
        {
          name: path.join(process.cwd(), "app/a.test.ts"),
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a breaks", failureMessages: ["AssertionError: expected 1 to be 2\n    at a.test.ts:4:5"] },
          ],
        },
        { name: path.join(process.cwd(), "app/b.test.ts"), status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
      ],
    });
    const failures: string[] = [];
    expect(vitestCounts(file, failures)).toEqual({ passed: 5, failed: 1 });
    expect(failures).toEqual([
      "vitest › app/a.test.ts › a breaks\n      AssertionError: expected 1 to be 2\n          at a.test.ts:4:5",
      "vitest › app/b.test.ts (did not load)\n      Cannot find module './gone'",
    ]);
  });

  it("reports a missing or unreadable report as no counts, so the step counts as failed", () => {
    expect(playwrightCounts("/nonexistent/report.json", "sqlite", [])).toBeNull();
    expect(vitestCounts(reportFile("not a report"), [])).toBeNull();
    expect(playwrightCounts(reportFile({ suites: [] }), "sqlite", [])).toBeNull();
  });
});
