import type { TOperationAccess } from '../../operations/index.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { findReadableIdentification } from '../readable-identification.ts';
import { sealCertificate } from './seal-certificate.ts';

/**
 * `GET identification/certificate/{op}/{video}`: the sealed certificate of a finished
 * identification, for the identified signer or the operation's owner. The certificate job
 * builds it when the result is recorded; asked before that job has run, it is built here
 * (once: the same guarded store). Before the result: IDENTIFICATION_OUT_OF_ORDER.
 */
export async function readCertificate(
  context: TIdentificationContext,
  access: TOperationAccess,
  videoUuid: string,
): Promise<Uint8Array> {
  const { row } = await findReadableIdentification(context, access, videoUuid);
  return (await sealCertificate(context, row)).pdf;
}
