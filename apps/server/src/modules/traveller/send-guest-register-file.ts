import type { ZGuestRegisterQuery } from '@confirma/contracts/traveller';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { GUEST_REGISTER_LIMIT, guestRegisterCsv, listGuestRegister } from './guest-register.ts';

/**
 * The account's guest register as an attachment named after today: its newest
 * GUEST_REGISTER_LIMIT entries matching `q`, as CSV (with a byte-order mark, in `lang`)
 * or as indented JSON.
 */
export async function sendGuestRegisterFile(
  db: TDbOrTx,
  reply: FastifyReply,
  { userId, query }: { userId: string; query: z.infer<typeof ZGuestRegisterQuery> },
) {
  const { entries } = await listGuestRegister(db, {
    userId,
    q: query.q,
    limit: GUEST_REGISTER_LIMIT,
  });
  const day = new Date().toISOString().slice(0, 10);
  if (query.format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('content-disposition', attachment(`confirma-guest-register-${day}.csv`))
      .send(`\uFEFF${guestRegisterCsv(entries, query.lang)}`);
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', attachment(`confirma-guest-register-${day}.json`))
    .send(JSON.stringify({ entries }, null, 2));
}
