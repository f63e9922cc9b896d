import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Where the browser stage's time goes, printed at its end: each spec file's total and the slowest
 * tests, so the next slow spec shows the day it appears (CI's whole run should take 30 minutes). Every
 * test's own duration is in the list reporter's lines and in playwright-report/durations.json.
 */
export default class DurationsReporter implements Reporter {
  private readonly runs: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.split('/tests/').pop() ?? test.location.file;
    this.runs.push({ file, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
  }

  onEnd(_result: FullResult) {
    if (!this.runs.length) return;
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const byFile = new Map<string, { ms: number; tests: number }>();
    for (const { file, ms } of this.runs) {
      const total = byFile.get(file) ?? { ms: 0, tests: 0 };
      byFile.set(file, { ms: total.ms + ms, tests: total.tests + 1 });
    }
    const all = this.runs.reduce((sum, run) => sum + run.ms, 0);
    const lines = [
      `\nTest time per spec (${this.runs.length} tests, ${seconds(all).trim()} s in all, over the workers):`,
      ...[...byFile.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(
          ([file, { ms, tests }]) =>
            `${seconds(ms)} s  ${String(tests).padStart(3)} tests  ${file}`,
        ),
      '\nThe 15 slowest tests:',
      ...[...this.runs]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 15)
        .map(({ file, title, ms }) => `${seconds(ms)} s  ${file} › ${title}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
