// Sums the test stages recorded by scripts/test.sh and prints the closing line "N passed, N failed".
// A check stage (lint, type-check, build…) counts as one test; a test stage counts its tests, plus one
// failure when it exited non-zero without a failing test (a coverage threshold, a crash).
import { readFileSync, existsSync } from 'node:fs';

function countsOf(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
