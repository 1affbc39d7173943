import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints one closing line, `e2e: N passed, N failed, N skipped`, after the list reporter's output. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    const statuses = [...this.outcomes.values()];
    const passed = statuses.filter((status) => status === 'passed').length;
    const skipped = statuses.filter((status) => status === 'skipped').length;
    const failed = statuses.length - passed - skipped;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
