import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of a failed test's page snapshot is printed. */
const MAX_LINES = 200;

/**
 * Prints, after the run, what the page of each failed test showed when it failed (Playwright's
 * error context: the page's accessibility snapshot), so that a red CI run says what the user
 * would have seen, not only where the test stopped: the run's files stay on the CI machine.
 */
export default class FailureSnapshotReporter implements Reporter {
  private readonly failed: { title: string; snapshot: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context');
    const text = context?.path ? readFileSync(context.path, 'utf8') : (context?.body?.toString('utf8') ?? '');
    // Only the page: the error and the test's source are in the list reporter's lines already.
    const page = /```yaml\n([\s\S]*?)\n```/.exec(text);
    this.failed.push({ title: test.titlePath().slice(1).join(' › '), snapshot: page ? page[1].trim() : '(no page snapshot: the page had closed)' });
  }

  onEnd(_result: FullResult) {
    for (const { title, snapshot } of this.failed) {
      const lines = snapshot.split('\n');
      const shown = lines.slice(0, MAX_LINES).join('\n');
      console.log(`\n--- what the page showed when it failed: ${title} ---\n${shown}${lines.length > MAX_LINES ? `\n(${lines.length - MAX_LINES} more lines)` : ''}`);
    }
  }
}
