import { OP_CLASS, type TOpClass, type TSignatureType } from '@confirma/contracts/constants';
import { renderSampleContract } from './render-contract.ts';
import { renderTravellerForm } from './render-traveller-form.ts';
import { SIGNATURE_BOX, type TSignatureBox } from './signature-box.ts';
import type { TRenderTemplate } from './template-types.ts';

export type TTemplateKind =
  | 'demo-otp'
  | 'simple-or-biometric'
  | 'contract'
  | 'traveller'
  | 'biometric-demo';

/** What an operation class brings to a new operation. */
export interface TTemplate {
  opClass: TOpClass;
  kind: TTemplateKind;
  /** Signature type used when the request does not name one. */
  defaultSignatureType: TSignatureType;
  /** Signature types the client flows pair with this template. */
  signatureTypes: readonly TSignatureType[];
  /** Key of the document in the payload's documents map (documents.contrato). */
  documentReference: 'contrato';
  /** Renders the template's own document; an attached PDF replaces it. */
  render?: TRenderTemplate;
  signatureBox: TSignatureBox;
}

const renderDemoContract: TRenderTemplate = (args) => renderSampleContract({ ...args, demo: true });
const renderContract: TRenderTemplate = (args) => renderSampleContract(args);

/**
 * The catalogue. Every class renders a one-page A4 document with the signature box at
 * page 1, x 10, y 60, 160x50:
 * - 1239 demo OTP: the sample contract marked "DEMO — no legal validity", signed by OTP.
 * - 1240 simple or biometric contract: the sample contract, OTP (SIMPLE) or handwritten.
 * - 1241 contract: the embedded sample contract; the demo form pairs it with video + OTP.
 * - 1243 traveller: the guest registration form; video identification (+ OTP signature).
 * - 847 biometric demo: the sample contract marked as demo, handwritten signature.
 */
export const TEMPLATE_CATALOG: Readonly<Record<TOpClass, TTemplate>> = {
  [OP_CLASS.DEMO_OTP]: {
    opClass: OP_CLASS.DEMO_OTP,
    kind: 'demo-otp',
    defaultSignatureType: 'SIMPLE',
    signatureTypes: ['SIMPLE'],
    documentReference: 'contrato',
    render: renderDemoContract,
    signatureBox: SIGNATURE_BOX,
  },
  [OP_CLASS.SIMPLE_OR_BIOMETRIC_CONTRACT]: {
    opClass: OP_CLASS.SIMPLE_OR_BIOMETRIC_CONTRACT,
    kind: 'simple-or-biometric',
    defaultSignatureType: 'SIMPLE',
    signatureTypes: ['SIMPLE', 'BIOMETRICA'],
    documentReference: 'contrato',
    render: renderContract,
    signatureBox: SIGNATURE_BOX,
  },
  [OP_CLASS.CONTRACT]: {
    opClass: OP_CLASS.CONTRACT,
    kind: 'contract',
    defaultSignatureType: 'VIDEO_1PASO_OTP',
    signatureTypes: ['VIDEO_1PASO_OTP', 'AVANZADA_VIDEO_1PASO', 'SIMPLE', 'BIOMETRICA'],
    documentReference: 'contrato',
    render: renderContract,
    signatureBox: SIGNATURE_BOX,
  },
  [OP_CLASS.TRAVELLER]: {
    opClass: OP_CLASS.TRAVELLER,
    kind: 'traveller',
    defaultSignatureType: 'VIDEO_1PASO_OTP',
    signatureTypes: ['VIDEO_1PASO_OTP', 'IDENTIFICATION_NO_ASISTIDA'],
    documentReference: 'contrato',
    render: renderTravellerForm,
    signatureBox: SIGNATURE_BOX,
  },
  [OP_CLASS.BIOMETRIC_CONTRACT_DEMO]: {
    opClass: OP_CLASS.BIOMETRIC_CONTRACT_DEMO,
    kind: 'biometric-demo',
    defaultSignatureType: 'BIOMETRICA',
    signatureTypes: ['BIOMETRICA'],
    documentReference: 'contrato',
    render: renderDemoContract,
    signatureBox: SIGNATURE_BOX,
  },
};

/** The template of an operation class; throws on a class outside the catalogue. */
export function resolveTemplate(opClass: TOpClass): TTemplate {
  const template = Object.hasOwn(TEMPLATE_CATALOG, opClass) ? TEMPLATE_CATALOG[opClass] : undefined;
  if (!template) throw new RangeError(`Unknown operation class ${String(opClass)}`);
  return template;
}
