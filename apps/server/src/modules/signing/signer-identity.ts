import {
  relaxedChecks,
  type TIcarOcr,
  type TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TIssueSignerCertificateParams } from '../certificate-authority/index.ts';
import { findLastPassedIdentification, type TIdentificationRow } from '../identification/index.ts';
import type { TOperationRow, TSignerRow, TSigningMethod } from '../operations/index.ts';
import type { TSignerIdentifier, TSignerLevel } from '../sealing/index.ts';
import { SIGNATURE_RULES, signerSignatureType } from '../signer-requests/index.ts';

/**
 * ISO 3166-1 alpha-3 (as an MRZ writes the issuing state) to alpha-2 (as ETSI EN 319 412-1
 * writes it in a serialNumber): the countries whose documents the engine reads most. A
 * document of another country is named by the person's other identifiers only.
 */
const ALPHA2: Record<string, string> = {
  ESP: 'ES',
  ITA: 'IT',
  PRT: 'PT',
  FRA: 'FR',
  DEU: 'DE',
  D: 'DE',
  GBR: 'GB',
  IRL: 'IE',
  NLD: 'NL',
  BEL: 'BE',
  LUX: 'LU',
  AUT: 'AT',
  CHE: 'CH',
  POL: 'PL',
  ROU: 'RO',
  BGR: 'BG',
  GRC: 'GR',
  SWE: 'SE',
  DNK: 'DK',
  FIN: 'FI',
  NOR: 'NO',
  CZE: 'CZ',
  SVK: 'SK',
  SVN: 'SI',
  HRV: 'HR',
  HUN: 'HU',
  LTU: 'LT',
  LVA: 'LV',
  EST: 'EE',
  MLT: 'MT',
  CYP: 'CY',
  AND: 'AD',
  MAR: 'MA',
  USA: 'US',
  MEX: 'MX',
  ARG: 'AR',
  COL: 'CO',
  BRA: 'BR',
  VEN: 'VE',
  PER: 'PE',
  ECU: 'EC',
  CHL: 'CL',
  UKR: 'UA',
  CHN: 'CN',
};

/** The identity document a passed video identification read, as a certificate names it. */
export function documentIdentifier(ocr: TIcarOcr): TSignerIdentifier | null {
  const country = ALPHA2[(ocr.icarIssuingState ?? '').replace(/</g, '').toUpperCase()];
  const passport = (ocr.icarDocType ?? '').toUpperCase().startsWith('P');
  // A Spanish card's personal number (DNI/NIE) is its optional data; a passport's is its number.
  const value = ((passport ? ocr.icarDocNumber : (ocr.icarNif ?? ocr.icarDocNumber)) ?? '').trim();
  if (!country || !value) return null;
  return { kind: 'document', value, documentType: passport ? 'PAS' : 'IDC', country };
}

/**
 * The level a passed video identification earns, by what was verified: `identification`
 * only when the face match and the liveness check were required (the secure defaults) and
 * the automatic verdict passed; `identification-relaxed` when the sending business did not
 * require either (said first: it is the lesser claim); `identification-reviewed` when a
 * person (a platform reviewer, or the business) approved a verdict the checks left to review.
 */
export function identificationLevel(
  result: Pick<TIdentificationResultResponse, 'policy' | 'review'> | null | undefined,
): TSignerLevel {
  if (!result || relaxedChecks(result.policy).length) return 'identification-relaxed';
  return result.review?.decision === 'APPROVED' ? 'identification-reviewed' : 'identification';
}

/** The identity document a passed identification names, when the face was matched to it. */
function identifiedDocument(passed: TIdentificationRow | null): TSignerIdentifier | null {
  const extracted = passed?.extracted as
    | { backOcr?: TIcarOcr | null; passportOcr?: TIcarOcr | null; frontOcr?: TIcarOcr | null }
    | null
    | undefined;
  const ocr = extracted?.backOcr ?? extracted?.passportOcr ?? extracted?.frontOcr ?? null;
  // Without a required face match the document was shown, not shown to be the signer's.
  if (!ocr || passed?.result?.policy.faceMatch !== 'REQUIRED') return null;
  return documentIdentifier(ocr);
}

/**
 * Who the one-time certificate of a signer's signature names, and at what level: their
 * full name and only what the platform verified of them — after a video identification
 * the document it read (when the face was matched to it), the phone their one-time code
 * went to (OTP), and the e-mail only when they came by the link sent to that address
 * (`emailProven`); an address the sender typed and nobody proved is left out. The level
 * is the signature type's: a video identification's (identificationLevel), OTP, or
 * handwritten.
 */
export async function signerIdentity(
  db: TDbOrTx,
  {
    operation,
    signer,
    method,
    emailProven,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    method: TSigningMethod;
    emailProven: boolean;
  },
): Promise<TIssueSignerCertificateParams> {
  const identified = SIGNATURE_RULES[signerSignatureType(signer)].identification;
  const identifiers: TSignerIdentifier[] = [];
  let level: TSignerLevel = method === 'OTP' ? 'otp' : 'handwritten';
  if (identified) {
    const passed = await findLastPassedIdentification(db, {
      operationId: operation.id,
      signerId: signer.id,
    });
    const document = identifiedDocument(passed);
    if (document) identifiers.push(document);
    level = identificationLevel(passed?.result);
  }
  if (method === 'OTP' && signer.cellphone) {
    identifiers.push({ kind: 'phone', value: signer.cellphone });
  }
  if (emailProven && signer.email) identifiers.push({ kind: 'email', value: signer.email });
  return {
    operationId: operation.id,
    signerId: signer.id,
    fullName: signer.fullName,
    identifiers,
    level,
  };
}
