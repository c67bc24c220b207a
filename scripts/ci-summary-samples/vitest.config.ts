import { defineConfig } from 'vitest/config';

// The sample run of scripts/ci-summary.test.ts: test files that crash, flake and skip, as a
// CI run meets them. Not part of the project's own suites (they match *.test.ts only).
export default defineConfig({
  test: { include: ['*.sample.ts'], environment: 'node', name: 'samples' },
});
