import { ZOutboxResponse } from '@confirma/contracts/outbox';
import type { TTestServer } from './test-server.ts';

/** Runs due jobs, then returns the newest outbox e-mail to `to` and the first link in it. */
export async function latestMailTo(server: TTestServer, to: string) {
  await server.worker.drain();
  const response = await fetch(
    `${server.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`,
  );
  const { messages } = ZOutboxResponse.parse(await response.json());
  const [mail] = messages;
  if (!mail) throw new Error(`no e-mail to ${to} in the outbox`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  return { mail, link, count: messages.length };
}
