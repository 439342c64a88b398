import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Reporter, TestResult, TestSession, TestSuiteResult } from '@web/test-runner';

/** One test in the vitest JSON report's shape (what `scripts/summarize.mjs` reads). */
interface AssertionResult {
  fullName: string;
  status: 'passed' | 'failed' | 'skipped';
  failureMessages: string[];
  duration?: number;
}

function assertionsOf(suite: TestSuiteResult, path: string[]): AssertionResult[] {
  const here = suite.name ? [...path, suite.name] : path;
  const own = suite.tests.map((test: TestResult) => ({
    fullName: [...here, test.name].join(' › '),
    status: test.skipped ? ('skipped' as const) : test.passed ? ('passed' as const) : ('failed' as const),
    failureMessages: test.error ? [test.error.message] : [],
    duration: test.duration,
  }));
  return [...own, ...suite.suites.flatMap((child) => assertionsOf(child, here))];
}

/** A test file's session as a vitest `testResults` entry; a page error outside any test fails the file. */
function fileResultOf(session: TestSession) {
  const assertionResults = session.testResults ? assertionsOf(session.testResults, []) : [];
  const failed = !session.passed || assertionResults.some((test) => test.status === 'failed');
  return {
    name: session.testFile,
    status: failed ? 'failed' : 'passed',
    message: session.errors.map((error) => error.message).join('\n'),
    assertionResults,
  };
}

/**
 * Writes the run's results to `file` in the shape of vitest's JSON report (`numPassedTests`,
 * `numFailedTests`, `testResults[].assertionResults[]`), so the test script's summary counts them.
 */
export function jsonResultReporter(file: string): Reporter {
  return {
    onTestRunFinished({ sessions }) {
      const testResults = sessions.map(fileResultOf);
      const all = testResults.flatMap((result) => result.assertionResults);
      const count = (status: AssertionResult['status']) =>
        all.filter((test) => test.status === status).length;
      const target = resolve(file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(
        target,
        `${JSON.stringify(
          {
            numTotalTests: all.length,
            numPassedTests: count('passed'),
            numFailedTests: count('failed'),
            numPendingTests: count('skipped'),
            success: testResults.every((result) => result.status === 'passed'),
            testResults,
          },
          null,
          2,
        )}\n`,
      );
    },
  };
}
