import type { TIcarOcr } from '@confirma/contracts/identification';
import type { TImageAnalysis } from '@confirma/vision';

/**
 * The data read from a document in the spec's icar* names: the MRZ's fields (a card's back,
 * a passport page), else the printed text the engine read (a card's front); null when the
 * engine read nothing.
 */
export function icarOcrOf(analysis: TImageAnalysis): TIcarOcr | null {
  const { mrz, text } = analysis;
  if (mrz) {
    return {
      ...mrz.fields,
      icarAddress: mrz.fields.icarAddress ?? text?.address ?? null,
      mrzValid: mrz.valid,
    };
  }
  if (!text) return null;
  return {
    icarName: text.firstName,
    icarLastName: text.lastName,
    icarNif: text.idNumber,
    icarExpirationDate: text.expirationDate,
    icarDocType: null,
    icarBirthDate: text.birthDate,
    icarSex: text.sex,
    icarAddress: text.address,
    icarNationality: text.nationality,
    icarDocNumber: text.documentNumber,
    icarIssuingState: null,
    mrzValid: false,
  };
}
