import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * The attack suite's figures, printed at the end of any run that includes the `security` project: attacks tried
 * (its tests: one per finding of the probe, one fuzz per route, one authorisation-matrix row per route), attacks
 * held (those that passed), the requests they sent and how many were answered with a 5xx. docs/security.md quotes
 * them; `npm run test:security` measures them again.
 */
export default class AttackFigures implements Reporter {
  #tried = 0;
  #held = 0;
  #requests = 0;
  #fuzzRequests = 0;
  #serverErrors = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.parent.project()?.name !== "security" || result.retry > 0) return;
    this.#tried++;
    if (result.status === "passed") this.#held++;
    const noted = (type: string) =>
      Number(result.annotations.find((annotation) => annotation.type === type)?.description ?? 0);
    this.#requests += noted("requests sent");
    this.#serverErrors += noted("5xx answers");
    if (test.location.file.endsWith("fuzz.spec.ts")) this.#fuzzRequests += noted("requests sent");
  }

  onEnd(_result: FullResult): void {
    if (this.#tried === 0) return;
    console.log(
      `Attack suite: ${this.#tried} attacks tried, ${this.#held} held, ${this.#tried - this.#held} not held; ` +
        `${this.#requests} requests sent (${this.#fuzzRequests} by the fuzz), ${this.#serverErrors} answered with a 5xx.`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
