import { expect, it } from 'vitest';

it('puts zod in jitless mode before zod loads', async () => {
  await import('./zod-config.ts');
  const { z } = await import('zod/mini');
  expect(z.config().jitless).toBe(true);
});
