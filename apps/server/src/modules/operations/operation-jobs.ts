import { z } from 'zod';

/** The jobs of the operations module: their names and payloads. */

/** Seal a signature whose time stamp could not be had at signing time (deferred-seals.ts). */
export const SEAL_JOB = 'operations.seal';
export const ZSealJob = z.object({ operationId: z.uuid(), signerId: z.uuid() });

/** E-mail a signer the signed documents and the certificate (send-confirmation.ts). */
export const CONFIRMATION_JOB = 'operations.send-confirmation';
export const ZConfirmationJob = z.object({ operationId: z.uuid(), signerId: z.uuid() });
