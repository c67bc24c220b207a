import { createSealHandler, SEAL_JOB } from './modules/operations/complete-signature.ts';
import { createPlatformSealer } from './modules/operations/platform-sealer.ts';
import {
  CONFIRMATION_JOB,
  createConfirmationHandler,
} from './modules/operations/send-confirmation.ts';
import { tokenKey } from './modules/tokens/access-token.ts';
import type { TJobHandler } from './platform/jobs/job-runner.ts';
import { platformJobHandlers, type TPlatform } from './platform/platform.ts';

/** Every job type this server runs: the platform's and the modules'. */
export async function createJobHandlers(platform: TPlatform): Promise<Record<string, TJobHandler>> {
  const { seal } = await createPlatformSealer(platform);
  const deps = { seal, tokenKey: tokenKey(platform.authSecret) };
  return {
    ...platformJobHandlers(platform),
    [CONFIRMATION_JOB]: createConfirmationHandler(platform, deps),
    [SEAL_JOB]: createSealHandler(platform, deps),
  };
}
