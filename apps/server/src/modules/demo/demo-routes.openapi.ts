import { ZDemoOperationRequest, ZDemoOperationResponse } from '@confirma/contracts/demo';
import { problems } from '../../platform/http/route-kit.ts';

export const createDemoOperationRoute = {
  config: { access: 'anonymous' },
  bodyLimit: 16 * 1024,
  schema: {
    tags: ['public demo'],
    summary: 'Start a test operation (no account, no credits, no legal validity)',
    description:
      'SIMPLE: demo OTP template (opClass 1239), signed with an SMS code; BIOMETRICA: ' +
      'biometric demo template (847), handwritten; IDENTIFICACION_FIRMA: contract (1241), ' +
      'VIDEO_1PASO_OTP; PARTE_VIAJERO: traveller report (1243), VIDEO_1PASO_OTP (both ' +
      'with `nif`, the document number to be shown; the signer token opens the capture ' +
      'screen). The signer gets the invitation e-mail; every page carries a ' +
      '"DEMO" watermark in the chosen language. 400 CAPTCHA_FAILED: the proof of work is ' +
      'missing, wrong, expired or already used (nothing is created); 429 RATE_LIMITED ' +
      'with Retry-After: per IP per hour (`DEMO_IP_LIMIT`) or per phone / e-mail per day ' +
      '(`DEMO_DESTINATION_LIMIT`); an identification type also per IP and per phone / ' +
      'e-mail per day (`DEMO_IDENTIFICATION_IP_LIMIT`, `DEMO_IDENTIFICATION_DESTINATION_LIMIT`).',
    body: ZDemoOperationRequest,
    response: { 200: ZDemoOperationResponse, ...problems(400, 403, 429) },
  },
} as const;
