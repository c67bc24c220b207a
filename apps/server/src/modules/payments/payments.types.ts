import type { TConfig } from '../../platform/config.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TLogger } from '../../platform/logger.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { paymentEvents, paymentOrders, products } from './payments-schema.ts';
import type { TProviderRegistry } from './provider-registry.ts';
import type { TSandboxPsp } from './sandbox/sandbox-psp.ts';

export type TOrderRow = typeof paymentOrders.$inferSelect;
export type TProductRow = typeof products.$inferSelect;
export type TPaymentEventRow = typeof paymentEvents.$inferSelect;

/** What the payments use cases run on: built once (create-payments-service.ts). */
export interface TPaymentsContext {
  db: TDb;
  config: TConfig;
  log: TLogger;
  enqueue: TPlatform['enqueue'];
  queueMail: TPlatform['queueMail'];
  providers: TProviderRegistry;
  sandbox: TSandboxPsp;
}
