import type { RunnerTask, RunnerTestFile } from 'vitest';
import { JsonReporter } from 'vitest/reporters';

/**
 * Vitest's JSON report, plus what it leaves out and CI's summary (scripts/ci-summary.ts)
 * must see: the run's unhandled errors (vitest fails the run on them, the JSON report keeps
 * none), the errors of a suite or file that failed on its own (a `beforeAll` that threw, an
 * import that failed: the JSON report says only "failed"), each test's retries and skip
 * note, each file's project and duration, and the run's wall time.
 *
 * Used as `--reporter=./scripts/ci-json-reporter.ts --outputFile=<file>` (.ci/run).
 */
export interface TCiExtras {
  wallMs: number;
  unhandledErrors: { message: string; stack?: string }[];
}
export interface TCiFileExtras {
  project: string;
  /** The file's import, setup, tests and hooks, ms. */
  durationMs: number;
  /** The file's and its suites' own errors (not those of its tests). */
  suiteErrors: { suite: string; message: string }[];
}
export interface TCiTestExtras {
  retryCount: number;
  note?: string;
}

interface TJsonReport {
  testResults: ({ name: string; assertionResults: { title: string }[] } & Partial<TCiFileExtras>)[];
}

const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);

function walk(task: RunnerTask, visit: (task: RunnerTask) => void) {
  visit(task);
  if (task.type === 'suite') for (const child of task.tasks) walk(child, visit);
}

export default class CiJsonReporter extends JsonReporter {
  private files: RunnerTestFile[] = [];
  private unhandled: unknown[] = [];

  override async onFinished(
    files: RunnerTestFile[] = this.ctx.state.getFiles(),
    errors: unknown[] = [],
    coverageMap?: unknown,
  ) {
    this.files = files;
    this.unhandled = errors;
    await super.onFinished(files, errors, coverageMap);
  }

  override async writeReport(report: string) {
    const json = JSON.parse(report) as TJsonReport & TCiExtras;
    json.wallMs = Date.now() - this.start;
    json.unhandledErrors = this.unhandled.map((error) => ({
      message: errorText(error),
      stack: (error as { stack?: string } | undefined)?.stack,
    }));
    // A file runs once per project that includes it (integration and integration-postgres):
    // its results come in the order of its runs, as the files do.
    const byPath = new Map<string, (typeof json.testResults)[number][]>();
    for (const result of json.testResults) {
      byPath.set(result.name, [...(byPath.get(result.name) ?? []), result]);
    }
    for (const file of this.files) {
      const result = byPath.get(file.filepath)?.shift();
      if (!result) continue;
      result.project = file.projectName ?? '';
      // Its tests and hooks, and before them the file's import and setup.
      result.durationMs =
        (file.result?.duration ?? 0) + (file.collectDuration ?? 0) + (file.setupDuration ?? 0);
      result.suiteErrors = [];
      const tests: RunnerTask[] = [];
      walk(file, (task) => {
        if (task.type === 'test') tests.push(task);
        else if (task.type === 'suite' && task.result?.errors?.length) {
          for (const error of task.result.errors) {
            result.suiteErrors?.push({ suite: task.name, message: errorText(error) });
          }
        }
      });
      // Vitest lists a file's tests in the same depth-first order.
      tests.forEach((test, index) => {
        const assertion = result.assertionResults[index] as
          | ({ title: string } & Partial<TCiTestExtras>)
          | undefined;
        if (!assertion || assertion.title !== test.name) return;
        assertion.retryCount = test.result?.retryCount ?? 0;
        // The note of `context.skip(note)`: kept on the result, not in TaskResult's type.
        const note = (test.result as { note?: string } | undefined)?.note;
        if (note) assertion.note = note;
      });
    }
    await super.writeReport(JSON.stringify(json));
  }
}
