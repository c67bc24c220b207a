// Adds up the Vitest JSON reports of a CI run (written by scripts/ci-json-reporter.ts) and
// prints what failed, what was skipped and why, the slowest files, and the closing line CI
// reads: "N passed, N failed, N skipped". Exits 1 when anything failed.
//
// Failed means: a failed test; a test that passed only on a retry (reported with its first
// failure, never turned into a pass); a suite or file that failed on its own (a crashed
// `beforeAll`, an import that threw); a test file that ran no test; a test skipped without a
// reason (a skip must say why: a missing font, PostgreSQL only); an unhandled error; a report
// that is missing; a report vitest itself marks unsuccessful with none of these in it.
//
//   node --import tsx scripts/ci-summary.ts .ci-results/*.json
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface TAssertion {
  ancestorTitles: string[];
  fullName: string;
  status: string;
  title: string;
  duration?: number;
  failureMessages: string[];
  meta?: { skipReason?: string };
  retryCount?: number;
  note?: string;
}
interface TFileResult {
  name: string;
  status: string;
  message: string;
  startTime: number;
  endTime: number;
  assertionResults: TAssertion[];
  project?: string;
  durationMs?: number;
  suiteErrors?: { suite: string; message: string }[];
}
export interface TVitestReport {
  success: boolean;
  startTime: number;
  testResults: TFileResult[];
  wallMs?: number;
  unhandledErrors?: { message: string; stack?: string }[];
}

export interface TSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** What to print, the closing line last. */
  lines: string[];
}

const firstLines = (text: string, count: number) => text.split('\n').slice(0, count).join('\n    ');

/**
 * The summary of `reports`, by the report file's name; `undefined` for a report that was not
 * written (its suite did not run). `root` is cut from the test files' paths.
 */
export function summarise(
  reports: { file: string; report: TVitestReport | undefined }[],
  root = process.cwd(),
): TSummary {
  let [passed, failed, skipped] = [0, 0, 0];
  const problems: string[] = [];
  const skips: string[] = [];
  const lines: string[] = [];
  const files: { name: string; project: string; ms: number }[] = [];
  const relative = (name: string) => path.relative(root, name) || name;

  for (const { file, report } of reports) {
    if (!report) {
      lines.push(`${file}: missing (the suite did not run)`);
      problems.push(`missing report: ${file}`);
      failed += 1;
      continue;
    }
    const counts = {
      passed: 0,
      failed: 0,
      skipped: 0,
      retried: 0,
      crashed: 0,
      empty: 0,
      unexplained: 0,
      unhandled: 0,
    };
    for (const result of report.testResults) {
      const name = relative(result.name);
      const crashedSuites = new Set<string>();
      const errors = result.suiteErrors ?? [];
      if (
        result.assertionResults.length === 0 &&
        [result.message, ...errors.map((error) => error.message)].some((message) =>
          message.startsWith('No test found'),
        )
      ) {
        // Vitest fails such a file ("No test found in suite"), once per empty suite.
        counts.empty += 1;
        problems.push(`no test: ${name}: a test file that runs no test fails the run`);
      } else if (result.suiteErrors) {
        for (const { suite, message } of result.suiteErrors) {
          crashedSuites.add(suite);
          counts.crashed += 1;
          problems.push(`crashed: ${name} › ${suite}: ${firstLines(message, 5)}`);
        }
      } else if (
        result.status === 'failed' &&
        !result.assertionResults.some((test) => test.status === 'failed')
      ) {
        // A report without the suites' own errors: the file failed with no failing test.
        counts.crashed += 1;
        problems.push(`crashed: ${name}: ${firstLines(result.message || 'failed', 5)}`);
      }
      for (const test of result.assertionResults) {
        const where = `${name} › ${test.fullName}`;
        if (test.status === 'passed') {
          if (test.failureMessages.length > 0 || (test.retryCount ?? 0) > 0) {
            counts.retried += 1;
            const first = test.failureMessages[0] ?? '(no message kept)';
            problems.push(
              `passed only on a retry (counted as failed): ${where}\n  first failure: ${firstLines(first, 30)}`,
            );
          } else {
            counts.passed += 1;
          }
        } else if (test.status === 'failed') {
          counts.failed += 1;
          const first = test.failureMessages[0];
          const project = result.project ? ` (${result.project})` : '';
          problems.push(
            first === undefined
              ? `failed: ${where}${project}`
              : `failed: ${where}${project}\n  ${firstLines(first, 30)}`,
          );
        } else {
          const crashed = test.ancestorTitles.find((title) => crashedSuites.has(title));
          const reason =
            test.note ??
            test.meta?.skipReason ??
            (crashed !== undefined || crashedSuites.has(name)
              ? 'not run: its suite crashed'
              : test.status === 'todo'
                ? 'todo'
                : undefined);
          if (reason === undefined) {
            counts.unexplained += 1;
            problems.push(`skipped without a reason (counted as failed): ${where}`);
          } else {
            counts.skipped += 1;
            skips.push(`skipped: ${where} [${reason}]`);
          }
        }
      }
      const ms = result.durationMs ?? result.endTime - result.startTime;
      files.push({ name, project: result.project ?? path.basename(file, '.json'), ms });
    }
    for (const error of report.unhandledErrors ?? []) {
      counts.unhandled += 1;
      problems.push(`unhandled error: ${firstLines(error.stack ?? error.message, 10)}`);
    }
    let reportFailed =
      counts.failed +
      counts.retried +
      counts.crashed +
      counts.empty +
      counts.unexplained +
      counts.unhandled;
    if (!report.success && reportFailed === 0) {
      reportFailed = 1;
      problems.push(`${file}: vitest marks the run failed (no test ran, or a snapshot failed)`);
    }
    const details = [
      counts.retried && `passed only on a retry: ${counts.retried}`,
      counts.crashed && `suites crashed: ${counts.crashed}`,
      counts.empty && `files without a test: ${counts.empty}`,
      counts.unexplained && `skipped without a reason: ${counts.unexplained}`,
      counts.unhandled && `unhandled errors: ${counts.unhandled}`,
    ].filter(Boolean);
    const wall = report.wallMs === undefined ? '' : ` in ${(report.wallMs / 1000).toFixed(0)} s`;
    lines.push(
      `${file}: ${counts.passed} passed, ${reportFailed} failed, ${counts.skipped} skipped${wall}` +
        (details.length ? ` (${details.join(', ')})` : ''),
    );
    if (report.unhandledErrors === undefined) {
      lines.push(`${file}: written without scripts/ci-json-reporter.ts: unhandled errors unknown`);
    }
    passed += counts.passed;
    failed += reportFailed;
    skipped += counts.skipped;
  }

  const byProject = new Map<string, { files: number; ms: number }>();
  for (const { project, ms } of files) {
    const total = byProject.get(project) ?? { files: 0, ms: 0 };
    byProject.set(project, { files: total.files + 1, ms: total.ms + ms });
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  return {
    passed,
    failed,
    skipped,
    lines: [
      ...lines,
      ...[...byProject].map(
        ([project, total]) =>
          `time in ${project} files: ${seconds(total.ms)} over ${total.files} files (summed over workers)`,
      ),
      ...(slowest.length ? ['slowest files:'] : []),
      ...slowest.map((entry) => `  ${seconds(entry.ms)}  ${entry.project}  ${entry.name}`),
      ...skips,
      ...problems,
      `${passed} passed, ${failed} failed, ${skipped} skipped`,
    ],
  };
}

/** The reports named on the command line: `undefined` for one that does not exist. */
export function readReports(files: string[]) {
  return files.map((file) => ({
    file,
    report: fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TVitestReport)
      : undefined,
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = summarise(readReports(process.argv.slice(2)));
  for (const line of summary.lines) console.log(line);
  process.exitCode = summary.failed > 0 || summary.passed === 0 ? 1 : 0;
}
