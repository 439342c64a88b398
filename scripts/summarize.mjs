// Sums the test stages recorded by scripts/test.sh and prints the closing line "N passed, N failed".
// A check stage (lint, type-check, build…) counts as one test; a test stage counts its tests, plus one
// failure when it exited non-zero without a failing test (a coverage threshold, a crash).
import { readFileSync, existsSync } from 'node:fs';

/** The failing tests of a vitest or Playwright JSON report, as "file › name: first message line". */
function failuresOf(json) {
  const out = [];
  for (const file of json.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed')
        out.push(
          `${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`,
        );
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      out.push(`${file.name.replace(process.cwd() + '/', '')}: ${firstLine(file.message)}`);
    }
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          out.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return out;
}

const ANSI_COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

const failures = [];

function countsOf(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  failures.push(...failuresOf(json));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  if (json.stats) return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
  return null;
}

const lines = readFileSync(process.argv[2], 'utf8').trim().split('\n').filter(Boolean);
let passed = 0;
let failed = 0;
for (const line of lines) {
  const [name, code, file] = line.split('\t');
  const ok = code === '0';
  let p = ok ? 1 : 0;
  let f = ok ? 0 : 1;
  if (file !== '-') {
    const counts = countsOf(file);
    if (counts) {
      p = counts.passed;
      f = counts.failed + (!ok && counts.failed === 0 ? 1 : 0);
    }
  }
  passed += p;
  failed += f;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${p} passed, ${f} failed`);
}
if (failures.length > 0) {
  console.log('Failing tests:');
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure.slice(0, 400)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
