import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
