import { test as base } from "@playwright/test";
import { sent } from "./http.ts";

/**
 * The attack suite's `test`: Playwright's, with each test's requests and 5xx answers noted on it (annotations
 * "requests sent" and "5xx answers"), which the suite's figures add up (figures-reporter.ts).
 */
export const test = base.extend<{ countRequests: void }>({
  countRequests: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const before = { ...sent };
      await use();
      testInfo.annotations.push(
        { type: "requests sent", description: String(sent.requests - before.requests) },
        { type: "5xx answers", description: String(sent.serverErrors - before.serverErrors) },
      );
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
