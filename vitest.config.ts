import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * What a test run prints by design and nobody needs to read: pdf.js, loaded by the web
 * client's jsdom tests, asks for its legacy build because jsdom runs in Node. Dropped so a
 * real warning stands out; everything else is printed.
 */
const EXPECTED_LOGS = [/^Warning: Please use the `legacy` build in Node\.js environments\./];
const dropExpected = (log: string) =>
  EXPECTED_LOGS.some((expected) => expected.test(log)) ? false : undefined;

/**
 * CI runs the integration suite on PGlite and, in the same run, again on PostgreSQL: with
 * INTEGRATION_POSTGRES_URL set, the project `integration-postgres` is the same files with
 * DATABASE_URL pointing there. One run packs both suites' files on the same workers
 * (no second start, no second tail of one long file running alone).
 */
const POSTGRES_URL = process.env.INTEGRATION_POSTGRES_URL;

/**
 * Files that fill every core on purpose (the same capture judged beside busy processes):
 * `.ci/run` sets LOAD_FILES_LATER to leave them out of its main run, where they would slow
 * the files beside them, and runs them last, alone.
 */
const LOAD_FILES = ['apps/server/test/identification-under-load.int.test.ts'];
const later = process.env.LOAD_FILES_LATER ? LOAD_FILES : [];

/** The real server on a random port against PGlite, or the database `env` names. */
function integrationProject(name: string, env: Record<string, string>, globalSetup: string) {
  return {
    test: {
      name,
      include: ['apps/**/*.int.test.ts'],
      exclude: ['**/node_modules/**', ...later],
      environment: 'node',
      env,
      // The files of a worker share one module graph: each file starts its own server
      // and database, but the server's modules (and the vision models) are loaded once
      // per worker, not once per file (a third of the suite's time on 2 cores).
      isolate: false,
      testTimeout: 60_000,
      // A test server's close waits for its jobs in flight (an identification's sealed
      // certificate, a sender's e-mail): on the 2-core CI machine under two workers,
      // identification.int.test.ts's took over 60 s once, its tests four times slower.
      hookTimeout: 120_000,
      globalSetup: [globalSetup],
    },
  };
}

/** The browser files that film with the fake camera. */
const CAMERA_FILES = [
  'e2e/checkin.e2e.test.ts',
  'e2e/identification.e2e.test.ts',
  'e2e/kiosk.e2e.test.ts',
  'e2e/traveller.e2e.test.ts',
];

/**
 * The browser suite as two projects: `e2e-camera` (the fake-camera files: their captures
 * run in real time and are judged on what was filmed, so they run after the rest, on a
 * machine doing nothing else; measured here, beside another browser file, an identification
 * failed) and `e2e`, the rest, which `.ci/run` runs beside the vitest suites.
 */
function e2eProjects(): TestProjectInlineConfiguration[] {
  const shared = {
    environment: 'node',
    isolate: true,
    // CI only: a browser test that fails once is run once more, to tell a flake from a
    // break. Vitest then counts it as passed; the summary (scripts/ci-summary.ts) counts
    // it as failed, names it with its first failure, and fails the run.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // What the page is waited for (`expect.poll`) may take seconds on a busy machine (a lazy
    // page, a job's e-mail): a poll ends as soon as it holds, so this is only a ceiling.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['e2e/global-setup.ts'],
  };
  return [
    {
      test: {
        ...shared,
        name: 'e2e',
        include: ['e2e/**/*.e2e.test.ts'],
        exclude: ['**/node_modules/**', ...CAMERA_FILES],
      },
    },
    {
      test: { ...shared, name: 'e2e-camera', include: CAMERA_FILES, sequence: { groupOrder: 1 } },
    },
  ];
}

// The suites: `unit` (pure functions, no I/O beyond temp files), `web` (the client's
// components), `integration` (the real server on a random port against PGlite, or
// PostgreSQL when DATABASE_URL is set) and `e2e` with `e2e-camera` (the built product
// driven in Debian's Chromium).
export default defineConfig({
  test: {
    onConsoleLog: dropExpected,
    // The forks pool reuses its processes from file to file (a fresh process per file cost
    // every file the server's and the vision engine's modules, models and threads); each
    // project on it says whether its files share one module graph (`isolate`). The web
    // client's tests need a fresh context per file: they run on the threads pool, a fresh
    // thread per file, one at a time beside the forks (it fills what they leave idle).
    poolOptions: { forks: { isolate: false }, threads: { isolate: true, maxThreads: 1 } },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // One module graph per worker: the vision engine's models and the server's
          // modules load once, not once per file.
          isolate: false,
          globalSetup: ['packages/vision/test/global-setup.ts'],
        },
      },
      // The web client's tests (most in jsdom), a fresh thread per file: jsdom's globals
      // and the client's modules keep state (the query cache, the session, i18n).
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          pool: 'threads',
          isolate: true,
          setupFiles: ['apps/web/src/testing/setup-async-timeouts.ts'],
          // A file's first test loads its page's modules, and a long form test types into
          // many fields; in CI, beside the other suites on two cores, such tests took 5.5 s
          // and 22 s (vitest's default timeout is 5 s). A ceiling: a test ends when done.
          testTimeout: 60_000,
        },
      },
      // DATABASE_URL as the caller set it (`npm run test:all-db`), else none: a worker may
      // run files of both projects, and vitest sets a project's variables without unsetting.
      integrationProject(
        'integration',
        { DATABASE_URL: process.env.DATABASE_URL ?? '' },
        'apps/server/test/global-setup.ts',
      ),
      ...(POSTGRES_URL
        ? [
            integrationProject(
              'integration-postgres',
              { DATABASE_URL: POSTGRES_URL },
              'apps/server/test/global-setup-postgres.ts',
            ),
          ]
        : []),
      ...e2eProjects(),
    ],
  },
});
