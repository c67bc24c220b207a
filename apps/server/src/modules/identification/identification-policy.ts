import type {
  TIdentificationChecksRequest,
  TIdentificationPolicy,
  TLivenessMode,
} from '@confirma/contracts/identification';
import type { TConfig } from '../../platform/config.ts';

type TPolicyConfig = Pick<
  TConfig,
  | 'IDENTIFICATION_BIOMETRY_BLOCKING'
  | 'IDENTIFICATION_LIVENESS_REQUIRED'
  | 'IDENTIFICATION_LIVENESS_OFFERED'
  | 'IDENTIFICATION_HOLOGRAM_REQUIRED'
  | 'IDENTIFICATION_CONSENT_REQUIRED'
>;

/**
 * How each check counts for one operation: what its sender chose at creation
 * (`operationData.identificationChecks`), else the server's defaults, which are secure: the
 * face match, the liveness challenge and the biometric consent required, the hologram
 * reported.
 */
export function identificationPolicy(
  config: TPolicyConfig,
  chosen: TIdentificationChecksRequest | null | undefined,
): TIdentificationPolicy {
  const liveness = config.IDENTIFICATION_LIVENESS_REQUIRED
    ? 'REQUIRED'
    : config.IDENTIFICATION_LIVENESS_OFFERED
      ? 'REPORTED'
      : 'OFF';
  return {
    faceMatch:
      chosen?.faceMatch ?? (config.IDENTIFICATION_BIOMETRY_BLOCKING ? 'REQUIRED' : 'REPORTED'),
    liveness: chosen?.liveness ?? liveness,
    hologram:
      chosen?.hologram ?? (config.IDENTIFICATION_HOLOGRAM_REQUIRED ? 'REQUIRED' : 'REPORTED'),
    consent: chosen?.consent ?? (config.IDENTIFICATION_CONSENT_REQUIRED ? 'REQUIRED' : 'OFF'),
  };
}

/** What the session answer tells the capture screen of the liveness challenge. */
export function livenessModeOf(policy: TIdentificationPolicy): TLivenessMode {
  if (policy.liveness === 'REQUIRED') return 'REQUIRED';
  return policy.liveness === 'REPORTED' ? 'OFFERED' : 'OFF';
}
