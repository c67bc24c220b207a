// Adds up Vitest JSON reports and prints the closing line CI reads: "N passed, N failed",
// after the name and first failure of every test that passed only on a retry.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const retried = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`${file}: missing (the suite did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A test that passed with failure messages passed on a retry (the e2e project retries once).
  for (const result of report.testResults) {
    for (const test of result.assertionResults) {
      if (test.status === 'passed' && test.failureMessages.length > 0) retried.push(test);
    }
  }
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
for (const test of retried) {
  console.log(`passed on a retry: ${test.fullName}`);
  console.log(`  first failure: ${test.failureMessages[0].split('\n').slice(0, 30).join('\n  ')}`);
}
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` +
    (retried.length ? `, ${retried.length} passed on a retry` : ''),
);
