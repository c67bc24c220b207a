import { BIOMETRIC_SIGNBOX } from '@confirma/contracts/constants';
import { type TOperationSigner, ZOperationSigner } from '@confirma/contracts/operations';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { placeSignatureBoxes, type TBoxedDocument } from './place-signature-boxes.ts';
import { requestedBoxes } from './signature-boxes.ts';

const A4 = { width: 595, height: 842 };

const signer = (extra: Partial<TOperationSigner> = {}): TOperationSigner =>
  ZOperationSigner.parse({
    signerData: [{ identifier: 'email', value: 'ana@example.com' }],
    signaturesType: ['SIMPLE'],
    ...extra,
  });

const document = (reference: string, extra: Partial<TBoxedDocument> = {}): TBoxedDocument => ({
  reference,
  pageSizes: [A4, A4, A4],
  places: [],
  ...extra,
});

const place = (page: number, x: number, y: number, anchor = 'Firma del cliente') => ({
  page,
  x,
  y,
  width: 180,
  height: 56,
  anchor,
  tier: 0 as const,
});

/** Runs both steps as createOperation does: the cheap checks, then the placement. */
function placed(signers: TOperationSigner[], documents: TBoxedDocument[]) {
  const named = documents.map((doc) => ({ key: doc.reference, reference: doc.reference }));
  const { requested } = requestedBoxes(signers, named);
  return placeSignatureBoxes(signers, documents, requested);
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, issues: error.fieldIssues };
    throw error;
  }
  throw new Error('not refused');
};

describe('signature boxes of a new operation', () => {
  it('keeps the boxes sent, ties a box without reference to the first document', () => {
    const box = {
      pageNumber: 2,
      x: 100,
      y: 100,
      width: 200,
      height: 60,
      signboxName: 'cajafirma1',
    };
    const [boxes] = placed([signer({ boxPositions: [box] })], [document('contrato')]);
    expect(boxes).toEqual([{ ...box, reference: 'contrato', source: 'request' }]);
  });

  it('gives signers without boxes the labels found, in routing order, then the last page bottom', () => {
    const signers = [signer({ level: 2 }), signer({ level: 1 }), signer({ level: 1, order: 2 })];
    const boxes = placed(signers, [
      document('contrato', { places: [place(3, 60, 130), place(3, 320, 130)] }),
    ]);
    expect(boxes.map((list) => list.map((box) => [box.source, box.x, box.y]))).toEqual([
      [['fallback', 36, 36]],
      [['anchor', 60, 130]],
      [['anchor', 320, 130]],
    ]);
  });

  it('skips a found place the sender gave to another signer, and a slot already taken', () => {
    const taken = { pageNumber: 3, x: 50, y: 30, width: 200, height: 130 };
    const boxes = placed(
      [signer({ boxPositions: [taken] }), signer(), signer()],
      [document('contrato', { places: [place(3, 60, 130)] })],
    );
    // The left column rises past the sender's box (y 30 to 160), one slot above the other.
    expect(boxes[1]?.[0]).toMatchObject({ source: 'fallback', x: 36, y: 36 + 2 * (56 + 8) });
    expect(boxes[2]?.[0]).toMatchObject({ source: 'fallback', x: 36, y: 36 + 3 * (56 + 8) });
  });

  it("puts the first signer in the template's box", () => {
    const { pageNumber: page, ...box } = BIOMETRIC_SIGNBOX;
    const templateBox = { page, ...box };
    const boxes = placed(
      [signer(), signer()],
      [document('contrato', { pageSizes: [A4], templateBox })],
    );
    expect(boxes[0]).toEqual([{ ...BIOMETRIC_SIGNBOX, reference: 'contrato', source: 'template' }]);
    expect(boxes[1]?.[0]?.source).toBe('fallback');
  });

  it("places boxes only on each signer's own documents", () => {
    const boxes = placed(
      [signer({ docs: ['anexo'] }), signer()],
      [document('contrato'), document('anexo', { pageSizes: [A4] })],
    );
    expect(boxes[0]?.map((box) => [box.reference, box.pageNumber])).toEqual([['anexo', 1]]);
    expect(boxes[1]?.map((box) => [box.reference, box.pageNumber])).toEqual([
      ['contrato', 3],
      ['anexo', 1],
    ]);
  });

  it('refuses boxes that name no document, a document not signed, or one twice', () => {
    const box = { pageNumber: 1, x: 10, y: 10, width: 100, height: 40 };
    const docs = [document('contrato'), document('anexo')];
    expect(
      refusal(() => placed([signer({ boxPositions: [{ ...box, reference: 'x' }] })], docs)),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.signers.0.boxPositions.0.reference', message: "no document 'x'" }],
    });
    expect(
      refusal(() => placed([signer({ docs: ['anexo'], boxPositions: [box] })], docs)).issues?.[0]
        ?.message,
    ).toBe("the signer does not sign 'contrato'");
    expect(
      refusal(() =>
        placed([signer({ boxPositions: [box, { ...box, reference: 'contrato' }] })], docs),
      ).issues?.[0],
    ).toEqual({
      path: 'body.signers.0.boxPositions.1',
      message: "a second box for document 'contrato'",
    });
  });

  it('refuses a box on a missing page or beyond the edge, and allows half a point of rounding', () => {
    const box = { pageNumber: 3, x: 395, y: 782, width: 200.4, height: 60.4 };
    expect(placed([signer({ boxPositions: [box] })], [document('contrato')])[0]).toHaveLength(1);
    const wide = refusal(() =>
      placed([signer({ boxPositions: [{ ...box, width: 201 }] })], [document('contrato')]),
    );
    expect(wide.issues?.[0]?.path).toBe('body.signers.0.boxPositions.0');
    const page = refusal(() =>
      placed([signer({ boxPositions: [{ ...box, pageNumber: 4 }] })], [document('contrato')]),
    );
    expect(page.issues?.[0]).toEqual({
      path: 'body.signers.0.boxPositions.0.pageNumber',
      message: 'page 4 is not in the document (3 pages)',
    });
  });
});
