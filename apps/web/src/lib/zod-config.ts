// zod 4 compiles fast parsers with `new Function` after probing whether eval is allowed;
// our Content-Security-Policy forbids eval, so the probe only raises a CSP violation
// report. Jitless mode skips the probe. Imported first by main.tsx, before any schema is
// built.
//
// Without importing zod: the home's scripts carry no zod (only lazy chunks parse with it),
// and an import here would put all of it in the entry. zod keeps its configuration in
// `globalThis.__zod_globalConfig` and adopts an object found there (zod-config.test.ts
// checks that it still does); the object is completed rather than replaced, in case a zod
// took it first.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

/** A module (for the test's import), with nothing to export. */
export {};
