import { OP_CLASS } from '@confirma/contracts/constants';
import { type TCreationForm, ZCreationForm } from '@confirma/contracts/creation';
import { ZCreateOperationRequest } from '@confirma/contracts/operations';
import { describe, expect, it } from 'vitest';
import { buildCreationPayload } from './build-payload';

const form = (extra: Partial<TCreationForm> = {}): TCreationForm =>
  ZCreationForm.parse({
    type: 'SIMPLE',
    name: 'Ana',
    lastname: 'García',
    email: 'ana@example.com',
    phone: '+34600111222',
    nif: '',
    delivery: 'email',
    ownDocument: false,
    document: null,
    contractType: '1',
    signBox: 'cajafirma1',
    ...extra,
  });

const own = { ownDocument: true, document: { name: 'contrato.pdf', b64: 'JVBERi0xLjcK' } };
const placement = { pageNumber: 3, x: 320.5, y: 90, width: 200, height: 64 };

/** The payload as the server validates it, and its only signer. */
const built = (values: TCreationForm) => {
  const payload = ZCreateOperationRequest.parse(buildCreationPayload(values, 'es'));
  return { payload, signer: payload.signers[0] };
};

describe('the creation payload', () => {
  it('sends the box the sender put on their PDF, tied to the document', () => {
    const { payload, signer } = built(form({ ...own, placement }));
    expect(Object.keys(payload.documents)).toEqual(['contrato']);
    expect(signer?.boxPositions).toEqual([{ ...placement, reference: 'contrato' }]);
  });

  it('names the handwriting box of a handwritten signature', () => {
    const { signer } = built(form({ ...own, type: 'BIOMETRICA', placement }));
    expect(signer?.boxPositions).toEqual([
      { ...placement, reference: 'contrato', signboxName: 'cajafirma1' },
    ]);
  });

  it('sends no box when the sender placed none: the server finds the place', () => {
    expect(built(form(own)).signer?.boxPositions).toBeUndefined();
    expect(built(form({ ...own, placement: null })).signer?.boxPositions).toBeUndefined();
    expect(built(form({ type: 'BIOMETRICA' })).signer?.boxPositions).toBeUndefined();
  });

  it('forgets a placement once the own PDF is given up for a template', () => {
    const { payload, signer } = built(form({ placement }));
    expect(payload.documents).toEqual({});
    expect(signer?.boxPositions).toBeUndefined();
  });

  it('identifies on the contract template with the document number, and no phone', () => {
    const { payload, signer } = built(
      form({ type: 'IDENTIFICATION_NO_ASISTIDA', nif: '12345678Z', contractType: '3' }),
    );
    expect(payload.operationData.opClass).toBe(OP_CLASS.CONTRACT);
    expect(signer?.signaturesType).toEqual(['IDENTIFICATION_NO_ASISTIDA']);
    const data = Object.fromEntries(signer?.signerData.map((d) => [d.identifier, d]) ?? []);
    expect(data.nif).toMatchObject({ value: '12345678Z', resumen: 'Y' });
    expect(data.cellphone).toBeUndefined();
  });

  it('puts the traveller report on the traveller template: Parte Viajero signs by video and OTP', () => {
    const parte = built(form({ type: 'PARTE_VIAJERO', nif: '12345678Z', phone: '+34600111222' }));
    expect(parte.payload.operationData.opClass).toBe(OP_CLASS.TRAVELLER);
    expect(parte.signer?.signaturesType).toEqual(['VIDEO_1PASO_OTP']);
    const identifiers = parte.signer?.signerData.map((d) => d.identifier);
    expect(identifiers).toEqual(expect.arrayContaining(['nif', 'cellphone']));
    const alone = built(
      form({ type: 'IDENTIFICATION_NO_ASISTIDA', nif: '12345678Z', template: 'traveller' }),
    );
    expect(alone.payload.operationData.opClass).toBe(OP_CLASS.TRAVELLER);
    expect(alone.signer?.signaturesType).toEqual(['IDENTIFICATION_NO_ASISTIDA']);
    // The contract choice of the same form stays on the contract template.
    const contract = built(
      form({
        type: 'VIDEO_1PASO_OTP',
        nif: '12345678Z',
        phone: '+34600111222',
        template: 'traveller',
      }),
    );
    expect(contract.payload.operationData.opClass).toBe(OP_CLASS.CONTRACT);
  });

  it('sends the phone and the document number when the OTP signature follows', () => {
    const { signer } = built(
      form({ type: 'VIDEO_1PASO_OTP', nif: '12345678Z', ...own, placement }),
    );
    const identifiers = signer?.signerData.map((d) => d.identifier);
    expect(identifiers).toEqual(expect.arrayContaining(['nif', 'cellphone']));
    expect(signer?.boxPositions).toEqual([{ ...placement, reference: 'contrato' }]);
  });

  it('places no signature for an identification alone: nothing is signed', () => {
    const { signer } = built(
      form({ type: 'IDENTIFICATION_NO_ASISTIDA', nif: '12345678Z', ...own, placement }),
    );
    expect(signer?.boxPositions).toBeUndefined();
  });
});
