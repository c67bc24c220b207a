import { describe, expect, it } from 'vitest';
import { ZSignatureRequestForm } from './creation.ts';
import { ZCreateOperationRequest } from './operations.ts';
import { buildSignatureRequestPayload } from './request-payload.ts';

const own = { ownDocument: true, document: { name: 'contrato.pdf', b64: 'JVBERi0xLjcK' } };
const box = { pageNumber: 1, x: 60, y: 40, width: 14, height: 14 };

const signer = (fields: object[], extra: object = {}) => ({
  method: 'SIMPLE',
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  phone: '+34600111222',
  nif: '',
  language: 'es',
  placement: null,
  fields,
  ...extra,
});

const raw = (signers: object[], extra: object = {}) => ({
  subject: '',
  message: '',
  order: 'sequential',
  copies: [],
  delivery: 'email',
  contractType: null,
  ...own,
  signers,
  ...extra,
});

/** The payload of a request as the server validates it. */
const payloadOf = (form: object) =>
  ZCreateOperationRequest.parse(buildSignatureRequestPayload(ZSignatureRequestForm.parse(form)));

describe('the payload of a signature request with fields', () => {
  it('numbers the placed fields on the sender PDF, with what the signer fills', () => {
    const payload = payloadOf(
      raw([
        signer([
          { type: 'checkbox', label: 'Acepto la cláusula 7', required: true, placement: box },
          { type: 'date', label: '', required: false, placement: { ...box, width: 80 } },
        ]),
      ]),
    );
    expect(payload.signers[0]?.fields).toEqual([
      {
        id: 'f1',
        type: 'checkbox',
        label: 'Acepto la cláusula 7',
        required: true,
        reference: 'contrato',
        ...box,
      },
      { id: 'f2', type: 'date', required: false, reference: 'contrato', ...box, width: 80 },
    ]);
  });

  it("keeps a template's field ids, numbers the new ones past them, and carries a text's words", () => {
    const payload = payloadOf(
      raw([
        signer([
          { type: 'text', label: 'Ciudad', required: false, placement: box },
          {
            id: 'f1',
            type: 'text',
            label: 'Importe',
            required: true,
            placement: box,
            value: '900',
          },
          // Words on a checkbox mean nothing: they are not sent.
          { type: 'checkbox', label: 'Acepto', required: false, placement: box, value: 'x' },
        ]),
      ]),
    );
    expect(payload.signers[0]?.fields?.map(({ id, type, value }) => [id, type, value])).toEqual([
      ['f2', 'text', undefined],
      ['f1', 'text', '900'],
      ['f3', 'checkbox', undefined],
    ]);
  });

  it('refuses a field without its place, or a text without what it asks', () => {
    const parsed = ZSignatureRequestForm.safeParse(
      raw([signer([{ type: 'text', label: '', required: false, placement: null }])]),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['signers.0.fields.0.label', 'flows:create.validation.fieldLabelRequired'],
      ['signers.0.fields.0.placement', 'flows:create.validation.fieldPlacementRequired'],
    ]);
  });
});

describe('the payload of a signature request with several people', () => {
  it('puts each signer on their own level in order, or all on the first one in parallel', () => {
    const two = [signer([]), signer([], { email: 'bea@example.com', method: 'BIOMETRICA' })];
    const levels = (order: string) =>
      payloadOf(raw(two, { order })).signers.map(({ level, order }) => [level, order]);
    expect(levels('sequential')).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(levels('parallel')).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('asks no invitation of the first signer who signs here, and confirmations of everyone', () => {
    const two = [signer([]), signer([], { email: 'bea@example.com' })];
    const actions = payloadOf(raw(two, { delivery: 'here' })).signers.map(
      (one) => one.signerData.find((datum) => datum.identifier === 'email')?.actions,
    );
    expect(actions).toEqual([
      [
        { action: 'avoidSendSignEmail', step: 'FIRMA-INICIO' },
        { action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' },
      ],
      [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
    ]);
  });
});
