import { createHmac, hkdfSync } from 'node:crypto';
import {
  DEMO_IDENTIFIES,
  type TDemoOperationRequest,
  type TDemoOperationResponse,
} from '@confirma/contracts/demo';
import { toE164 } from '@confirma/contracts/phone-number';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits, type TRateRule } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { DAY_MS, HOUR_MS } from '../../platform/time-units.ts';
import { claimChallenge, type TPow, verifyUnspentProof } from '../captcha/index.ts';
import { CONTRACT_TEXTS } from '../operation-classes/index.ts';
import type { TOperationsService, TRequestMeta } from '../operations/index.ts';
import { normalisePhone, requireAvailableSignatureTypes } from '../signer-requests/index.ts';
import { DEMO_KINDS, demoOperationRequest } from './demo-operation-request.ts';
import { watermarkPdf } from './watermark-pdf.ts';

/**
 * Per IP per hour, and per destination (phone, e-mail) per day: the demo sends real
 * e-mails and SMS to whatever address it is given. Destinations are counted under a keyed
 * hash (HMAC, key derived from AUTH_SECRET), so the counters never reveal a phone number
 * or an address, not even by trying every number. A demo that identifies (it loads the
 * vision engine for free) counts again under tighter daily limits of its own.
 */
function demoRateRules(platform: TPlatform, ip: string, body: TDemoOperationRequest): TRateRule[] {
  const { config } = platform;
  const key = Buffer.from(
    hkdfSync('sha256', platform.authSecret, 'confirma', 'demo-limits-v1', 32),
  );
  const digest = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  const perDestination = { max: config.DEMO_DESTINATION_LIMIT, windowMs: DAY_MS };
  // One destination however it is written: `600 111 222` is `+34600111222`.
  const phone = digest(toE164(body.phone) ?? normalisePhone(body.phone));
  const email = digest(body.email.toLowerCase());
  const rules = [
    { key: `demo:ip:${ip}`, max: config.DEMO_IP_LIMIT, windowMs: HOUR_MS },
    { key: `demo:phone:${phone}`, ...perDestination },
    { key: `demo:email:${email}`, ...perDestination },
  ];
  if (!DEMO_IDENTIFIES[body.type]) return rules;
  const identifying = { max: config.DEMO_IDENTIFICATION_DESTINATION_LIMIT, windowMs: DAY_MS };
  return [
    ...rules,
    { key: `demo-id:ip:${ip}`, max: config.DEMO_IDENTIFICATION_IP_LIMIT, windowMs: DAY_MS },
    { key: `demo-id:phone:${phone}`, ...identifying },
    { key: `demo-id:email:${email}`, ...identifying },
  ];
}

/**
 * An anonymous visitor's test operation: the proof of work checked (CAPTCHA_FAILED), the
 * abuse limits counted (RATE_LIMITED), then a real operation created like any other, but
 * owned by nobody, free, with "DEMO — no legal validity" across every page, and the proof
 * of work spent in the same transaction.
 */
export async function createDemoOperation(
  deps: { platform: TPlatform; operations: TOperationsService; pow: TPow },
  { body, meta }: { body: TDemoOperationRequest; meta: TRequestMeta },
): Promise<TDemoOperationResponse> {
  const { platform, operations } = deps;
  const db = platform.database.db;
  // The demo's own field, named as its form has it, before the proof or a limit is counted.
  if (!toE164(body.phone)) {
    throw new AppError('VALIDATION_FAILED', 'The phone is not a valid number', [
      { path: 'body.phone', message: 'Not a valid phone number', key: 'validation.phoneInvalid' },
    ]);
  }
  const request = demoOperationRequest(body);
  requireAvailableSignatureTypes(request.signers, {
    identificationEnabled: platform.config.IDENTIFICATION_ENABLED,
  });
  const proof = await verifyUnspentProof(db, deps.pow, body.altcha);
  await hitRateLimits(db, demoRateRules(platform, meta.ip, body));
  const watermark = CONTRACT_TEXTS[body.lang].demoNotice;
  const created = await operations.createOperation({
    request,
    meta,
    demo: {
      watermark: (pdf) => watermarkPdf(pdf, watermark),
      claim: (tx) => claimChallenge(tx, proof),
    },
  });
  const [operationUuid] = created.uuids;
  const [documentUuid] = created.documentsUuid;
  if (!operationUuid || !documentUuid) throw new Error('a created operation has a document');
  return {
    operationUuid,
    documentUuid,
    signerToken: created.loginautToken,
    signatureType: DEMO_KINDS[body.type].signatureType,
  };
}
