import { BIOMETRIC_SIGNBOX, SIGNBOX } from '@confirma/contracts/constants';
import type { TPlacedBox } from '@confirma/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeLabelledPdf,
  type TLabel,
} from '../src/modules/pdf-inspection/testing/labelled-pdfs.ts';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import { SEAL_JOB } from '../src/modules/signing/deferred-seals.ts';
import { startServerWithFlakyTsa } from './support/flaky-tsa.ts';
import { retriesDue } from './support/jobs.ts';
import {
  checkPdf,
  createdOperation,
  fetchDocument,
  PHONE,
  prepareOtpSignature,
  readOperation,
  signByHand,
  signerData,
} from './support/operations.ts';
import { rectOf, signatureWidgets } from './support/signature-widgets.ts';
import { problemOf, uploadingSender } from './support/uploads.ts';
import { useTestServer } from './support/use-test-server.ts';

const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

/** A 3-page contract, as a document of the payload. */
async function contract(labels: TLabel[] = []) {
  const pdf = await makeLabelledPdf(3, labels);
  return {
    contrato: { documentName: 'contrato.pdf', documentB64: Buffer.from(pdf).toString('base64') },
  };
}

const otpSigner = (email: string, extra: object = {}) => ({
  signerData: signerData(email),
  signaturesType: ['SIMPLE'],
  ...extra,
});

const handSigner = (email: string, extra: object = {}) => ({
  signerData: signerData(email),
  signaturesType: ['BIOMETRICA'],
  ...extra,
});

/** The operation's only signer's boxes, as the sender reads them. */
async function boxesOf(operationId: string, token: string, on = server()): Promise<TPlacedBox[]> {
  const operation = await readOperation(on, operationId, token);
  return operation.signers[0]?.boxPositions ?? [];
}

/** The signer signs by SMS code; the signed document. */
async function signByOtp(operation: Awaited<ReturnType<typeof createdOperation>>) {
  const { operationId, documentId, loginautToken } = operation;
  const verify = await prepareOtpSignature(server(), operationId, documentId, loginautToken, PHONE);
  expect((await verify()).status).toBe(200);
  return fetchDocument(server(), operationId, documentId, loginautToken);
}

/** The one signer's signature of the signed PDF: valid for pdfsig and qpdf, with its widget. */
async function onlySignature(signed: Uint8Array) {
  const { pdfsig, qpdf } = checkPdf(signed);
  expect(pdfsig).toContain('Signature is Valid.');
  expect(qpdf.code).toBe(0);
  const all = await signatureWidgets(signed);
  // The signer's stamp; the platform seal's and the document time stamp's are invisible.
  expect(all).toHaveLength(3);
  const widgets = all.filter((item) => item.visible);
  expect(widgets).toHaveLength(1);
  const [widget] = widgets;
  expect(widget).toMatchObject({ pointsToPage: true, visible: true });
  return widget as NonNullable<typeof widget>;
}

const expectRect = (rect: number[], box: Parameters<typeof rectOf>[0]) =>
  rectOf(box).forEach((value, index) => {
    expect(rect[index]).toBeCloseTo(value, 1);
  });

describe('signature placement', () => {
  const box = { pageNumber: 3, x: 320, y: 90, width: 200, height: 64 };

  it('stamps an OTP signature in the box the sender put on page 3 of a 3-page PDF', async () => {
    const sender = await uploadingSender(server(), 'placer@example.com', 10);
    const created = await createdOperation(
      await sender.create({
        documents: await contract(),
        signers: [otpSigner('otp@example.com', { boxPositions: [box] })],
      }),
    );
    const { operationId, loginautToken } = created;
    expect(await boxesOf(operationId, loginautToken)).toEqual([
      { ...box, reference: 'contrato', source: 'request' },
    ]);
    const widget = await onlySignature(await signByOtp(created));
    expect(widget.page).toBe(3);
    expectRect(widget.rect, box);
  });

  it('stamps a handwritten signature in its box on page 3', async () => {
    const sender = await uploadingSender(server(), 'hand-placer@example.com', 10);
    const created = await createdOperation(
      await sender.create({
        documents: await contract(),
        signers: [
          handSigner('hand@example.com', { boxPositions: [{ ...box, reference: 'contrato' }] }),
        ],
      }),
    );
    await fetchDocument(server(), created.operationId, created.documentId, created.loginautToken);
    expect((await signByHand(server(), created, signaturePng())).status).toBe(200);
    const signed = await fetchDocument(
      server(),
      created.operationId,
      created.documentId,
      created.loginautToken,
    );
    const widget = await onlySignature(signed);
    expect(widget.page).toBe(3);
    expectRect(widget.rect, box);
  });

  it("finds the 'Firma del cliente' line on page 3 when the sender places nothing", async () => {
    const sender = await uploadingSender(server(), 'anchor@example.com', 10);
    const created = await createdOperation(
      await sender.create({
        documents: await contract([
          { page: 3, text: 'Firma del cliente', x: 60, y: 120, lineAbove: 40 },
          { page: 3, text: 'Firma de la empresa', x: 330, y: 120, lineAbove: 40 },
        ]),
        signers: [otpSigner('anchored@example.com')],
      }),
    );
    const [found, ...more] = await boxesOf(created.operationId, created.loginautToken);
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      pageNumber: 3,
      x: 60,
      reference: 'contrato',
      source: 'anchor',
      anchor: 'Firma del cliente',
    });
    // Just above the label, over its signing line, below the last clause (y 218).
    expect(found?.y).toBeGreaterThan(120);
    expect((found?.y ?? 0) + (found?.height ?? 0)).toBeLessThan(215);
    const widget = await onlySignature(await signByOtp(created));
    expect(widget.page).toBe(3);
    expectRect(widget.rect, found as TPlacedBox);
  });

  it('falls back to the bottom of the last page when the PDF has no signature label', async () => {
    const sender = await uploadingSender(server(), 'fallback@example.com', 10);
    const created = await createdOperation(
      await sender.create({
        documents: await contract(),
        signers: [otpSigner('plain@example.com')],
      }),
    );
    const [fallback] = await boxesOf(created.operationId, created.loginautToken);
    // Half an inch from the corner, the size of every box the server places.
    const { width, height } = SIGNBOX;
    expect(fallback).toEqual({
      pageNumber: 3,
      x: 36,
      y: 36,
      width,
      height,
      reference: 'contrato',
      source: 'fallback',
    });
  });

  it("keeps the templates' own signature box", async () => {
    const sender = await uploadingSender(server(), 'template@example.com', 10);
    for (const opClass of [1240, 1243]) {
      const created = await createdOperation(
        await sender.create({
          signers: [otpSigner(`t${opClass}@example.com`)],
          operationData: { opClass },
        }),
      );
      expect(await boxesOf(created.operationId, created.loginautToken)).toEqual([
        { ...BIOMETRIC_SIGNBOX, reference: 'contrato', source: 'template' },
      ]);
    }
  });

  it('refuses a box off the document and creates nothing, spending nothing', async () => {
    const sender = await uploadingSender(server(), 'offpage@example.com', 10);
    const before = await sender.traces();
    const refusals: [object, string, RegExp][] = [
      [
        { ...box, pageNumber: 9 },
        'body.signers.0.boxPositions.0.pageNumber',
        /page 9 is not in the document \(3 pages\)/,
      ],
      [{ ...box, x: 500 }, 'body.signers.0.boxPositions.0', /does not fit on page 3/],
      [
        { ...box, reference: 'anexo' },
        'body.signers.0.boxPositions.0.reference',
        /no document 'anexo'/,
      ],
      [{ ...box, width: 10 }, 'body.signers.0.boxPositions.0.width', /at least 40 points wide/],
    ];
    for (const [wrong, path, detail] of refusals) {
      const response = await sender.create({
        documents: await contract(),
        signers: [otpSigner('nobody@example.com', { boxPositions: [wrong] })],
      });
      expect(response.status).toBe(400);
      const problem = await problemOf(response);
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors?.map((issue) => issue.path)).toContain(path);
      expect(JSON.stringify(problem)).toMatch(detail);
    }
    expect(await sender.traces()).toEqual(before);
  });
});

describe('signature placement of a deferred seal', () => {
  let setup: Awaited<ReturnType<typeof startServerWithFlakyTsa>>;
  beforeAll(async () => {
    setup = await startServerWithFlakyTsa();
  });
  afterAll(async () => {
    await setup?.close();
  });

  it('stamps the handwritten signature in its box on page 3 once the TSA is back', async () => {
    const { server: flaky, tsa } = setup;
    const box = { pageNumber: 3, x: 56, y: 60, width: 240, height: 80 };
    const sender = await uploadingSender(flaky, 'deferred@example.com', 10);
    const created = await createdOperation(
      await sender.create({
        documents: await contract(),
        signers: [handSigner('late@example.com', { boxPositions: [box] })],
      }),
    );
    const { operationId, documentId, loginautToken } = created;
    await fetchDocument(flaky, operationId, documentId, loginautToken);
    const answer = await signByHand(flaky, created, signaturePng());
    expect(await answer.json()).toEqual({ result: 'OK', sealed: false });

    tsa.state.down = false;
    await flaky.worker.drain();
    await retriesDue(flaky.platform.database.db, SEAL_JOB);
    await flaky.worker.drain();
    expect((await readOperation(flaky, operationId, loginautToken)).status).toBe('SIGNED');
    const widget = await onlySignature(
      await fetchDocument(flaky, operationId, documentId, loginautToken),
    );
    expect(widget.page).toBe(3);
    expectRect(widget.rect, box);
    expect(await boxesOf(operationId, loginautToken, flaky)).toEqual([
      { ...box, reference: 'contrato', source: 'request' },
    ]);
  });
});
