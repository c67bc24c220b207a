import type { TSealReason } from '@confirma/contracts/verify';

/** The platform seals whose reason ends in an operation's id (`· <operation>[/<signer>]`). */
const NAMING_AN_OPERATION: ReadonlySet<TSealReason> = new Set([
  'OTP',
  'HANDWRITTEN',
  'signedDocument',
  'notifiedDocument',
  'operationCertificate',
  'travellerReport',
]);

export function namesAnOperation(kind: TSealReason): boolean {
  return NAMING_AN_OPERATION.has(kind);
}
