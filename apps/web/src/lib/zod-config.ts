import { z } from 'zod/mini';

// zod 4 compiles fast parsers with `new Function` after probing whether eval is allowed;
// our Content-Security-Policy forbids eval, so the probe only raises a CSP violation
// report. Jitless mode skips the probe. Imported first by main.tsx, before any parse.
z.config({ jitless: true });
