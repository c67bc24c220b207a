import type {
  TIdentificationChecksRequest,
  TIdentificationPolicy,
  TLivenessMode,
} from '@confirma/contracts/identification';
import type { TConfig } from '../../../platform/config.ts';

type TPolicyConfig = Pick<
  TConfig,
  | 'IDENTIFICATION_BIOMETRY_BLOCKING'
  | 'IDENTIFICATION_LIVENESS_REQUIRED'
  | 'IDENTIFICATION_LIVENESS_OFFERED'
  | 'IDENTIFICATION_HOLOGRAM_REQUIRED'
  | 'IDENTIFICATION_CONSENT_REQUIRED'
  | 'IDENTIFICATION_COLOUR_REQUIRED'
  | 'IDENTIFICATION_DOCUMENT_PRESENCE_REQUIRED'
>;

/**
 * How each check counts for one operation: what its sender chose at creation
 * (`operationData.identificationChecks`), else the server's defaults, which are secure: the
 * face match, the liveness challenge, the biometric consent, a Spanish DNI's hologram and the
 * document's presence required; the colour sequence required wherever the liveness is.
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
  const chosenLiveness = chosen?.liveness ?? liveness;
  // The colour sequence is part of the active liveness: off wherever that is not required.
  const colour =
    chosenLiveness !== 'REQUIRED'
      ? 'OFF'
      : (chosen?.colour ?? (config.IDENTIFICATION_COLOUR_REQUIRED ? 'REQUIRED' : 'OFF'));
  return {
    faceMatch:
      chosen?.faceMatch ?? (config.IDENTIFICATION_BIOMETRY_BLOCKING ? 'REQUIRED' : 'REPORTED'),
    liveness: chosenLiveness,
    hologram:
      chosen?.hologram ?? (config.IDENTIFICATION_HOLOGRAM_REQUIRED ? 'REQUIRED' : 'REPORTED'),
    documentPresence:
      chosen?.documentPresence ??
      (config.IDENTIFICATION_DOCUMENT_PRESENCE_REQUIRED ? 'REQUIRED' : 'REPORTED'),
    consent: chosen?.consent ?? (config.IDENTIFICATION_CONSENT_REQUIRED ? 'REQUIRED' : 'OFF'),
    colour,
  };
}

/** What the session answer tells the capture screen of the liveness challenge. */
export function livenessModeOf(policy: TIdentificationPolicy): TLivenessMode {
  if (policy.liveness === 'REQUIRED') return 'REQUIRED';
  return policy.liveness === 'REPORTED' ? 'OFFERED' : 'OFF';
}
