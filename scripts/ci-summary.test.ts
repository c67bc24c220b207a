import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { summarise, type TVitestReport } from './ci-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLES = path.join(ROOT, 'scripts/ci-summary-samples');

/**
 * The samples run by the real vitest with CI's reporter, as .ci/run runs the suites: a file
 * whose beforeAll throws, a test that passes on its retry, skips with and without a reason
 * (a test's `context.skip(reason)`, a suite's `runWhen`), an error thrown after its test
 * ended, a file that fails on import, a file with no test, and a clean file.
 */
async function sampleReport(): Promise<TVitestReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ci-summary-'));
  const out = path.join(dir, 'samples.json');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  try {
    await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        SAMPLES,
        `--reporter=${path.join(ROOT, 'scripts/ci-json-reporter.ts')}`,
        `--outputFile=${out}`,
      ],
      { cwd: SAMPLES, env },
    ).catch((error: { code?: number }) => {
      if (error.code !== 1) throw error; // the samples fail: vitest exits 1
    });
    return JSON.parse(await readFile(out, 'utf8')) as TVitestReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('ci-summary', () => {
  let report: TVitestReport;
  beforeAll(async () => {
    report = await sampleReport();
  }, 60_000);

  it('counts a crashed setup, a failed import, a pass on a retry, a file with no test, a skip without a reason and an unhandled error as failures', () => {
    const summary = summarise([{ file: 'samples.json', report }], SAMPLES);
    const text = summary.lines.join('\n');
    // Passed: the test beside the crashed suite, the flaky file's last test, the clean file,
    // and both tests of the file that left an error behind.
    expect(summary.passed).toBe(5);
    // The crashed beforeAll, the failed import, the pass on a retry, the file with no test,
    // the skip without a reason, the unhandled error.
    expect(summary.failed).toBe(6);
    expect(text).toContain('no test: empty.sample.ts: a test file that runs no test fails the run');
    expect(text).toContain(
      'skipped without a reason (counted as failed): flaky.sample.ts › skips without one',
    );
    expect(text).toContain(
      'crashed: crashed-setup.sample.ts › a server that does not start: listen EADDRINUSE',
    );
    expect(text).toContain(
      'crashed: import-error.sample.ts › import-error.sample.ts: config missing',
    );
    expect(text).toMatch(
      /passed only on a retry \(counted as failed\): flaky\.sample\.ts › passes on its second try\n {2}first failure: AssertionError: expected 1 to be 2/,
    );
    expect(text).toContain('unhandled error: Error: thrown after the test');
    expect(summary.lines.at(-1)).toBe('5 passed, 6 failed, 4 skipped');
  });

  it('lists every test skipped with a reason, and the reason', () => {
    const { lines } = summarise([{ file: 'samples.json', report }], SAMPLES);
    expect(lines.filter((line) => line.startsWith('skipped: '))).toEqual([
      'skipped: crashed-setup.sample.ts › a server that does not start answers [not run: its suite crashed]',
      'skipped: crashed-setup.sample.ts › a server that does not start answers again [not run: its suite crashed]',
      'skipped: flaky.sample.ts › skips with a reason [font IBM 3270 is not installed]',
      'skipped: flaky.sample.ts › a suite for PostgreSQL runs there [PostgreSQL only]',
    ]);
  });

  it('passes a clean run, and fails one whose report is missing or holds no test', () => {
    const clean: TVitestReport = {
      ...report,
      success: true,
      unhandledErrors: [],
      testResults: report.testResults.filter((file) => file.name.endsWith('passing.sample.ts')),
    };
    const passing = summarise([{ file: 'clean.json', report: clean }], SAMPLES);
    expect(passing.failed).toBe(0);
    expect(passing.lines.at(-1)).toBe('1 passed, 0 failed, 0 skipped');
    expect(passing.lines).toContainEqual(expect.stringMatching(/^slowest files:$/));

    const missing = summarise([{ file: 'e2e.json', report: undefined }]);
    expect(missing.lines.at(-1)).toBe('0 passed, 1 failed, 0 skipped');
    const empty = summarise([
      { file: 'empty.json', report: { ...clean, success: false, testResults: [] } },
    ]);
    expect(empty.failed).toBe(1);
  });

  it('prints a failed test with its project and the first lines of its failure', () => {
    const failing: TVitestReport = {
      success: false,
      startTime: 0,
      testResults: [
        {
          name: '/repo/b.int.test.ts',
          project: 'integration-postgres',
          status: 'failed',
          message: '',
          startTime: 0,
          endTime: 10,
          assertionResults: [
            {
              ancestorTitles: ['upload'],
              fullName: 'upload assembles',
              title: 'assembles',
              status: 'failed',
              failureMessages: ['Error: Test timed out in 30000ms.\n    at b.int.test.ts:12'],
            },
          ],
        },
      ],
    };
    const { lines } = summarise([{ file: 'tests.json', report: failing }], '/repo');
    expect(lines).toContain(
      'failed: b.int.test.ts › upload assembles (integration-postgres)\n  Error: Test timed out in 30000ms.\n        at b.int.test.ts:12',
    );
  });

  it('counts a crashed file from a plain vitest report too', () => {
    const plain: TVitestReport = {
      success: false,
      startTime: 0,
      testResults: [
        {
          name: '/repo/a.int.test.ts',
          status: 'failed',
          message: '',
          startTime: 0,
          endTime: 10,
          assertionResults: [
            {
              ancestorTitles: [],
              fullName: 'passes',
              title: 'passes',
              status: 'passed',
              failureMessages: [],
            },
          ],
        },
      ],
    };
    const summary = summarise([{ file: 'plain.json', report: plain }], '/repo');
    expect(summary.lines.at(-1)).toBe('1 passed, 1 failed, 0 skipped');
    expect(summary.lines).toContain('crashed: a.int.test.ts: failed');
    expect(summary.lines).toContain(
      'plain.json: written without scripts/ci-json-reporter.ts: unhandled errors unknown',
    );
  });
});
