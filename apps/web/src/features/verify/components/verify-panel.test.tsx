// @vitest-environment jsdom
import type { TVerifiedOperation, TVerifyResult } from '@confirma/contracts/verify';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { VerifyPanel } from './verify-panel';

const OP = '3f2b8a4e-1c7d-4e9a-9b2f-6d5c4a3b2e1f';
const t = (lang: string, key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(lang, 'verify')(key, options);

const certificate = (subject: string) => ({
  subject,
  issuer: 'O=Confirma, CN=Confirma Platform Root CA',
  serialNumber: '0A1B2C',
  notBefore: '2026-01-01T00:00:00.000Z',
  notAfter: '2036-01-01T00:00:00.000Z',
  sha256: subject.length.toString(16).padStart(64, '0'),
});

const operation: TVerifiedOperation = {
  operationUuid: OP,
  status: 'SIGNED',
  matchedBy: 'signed-document',
  chain: {
    valid: true,
    events: 2,
    anchoredEvents: 2,
    head: 'ab'.repeat(32),
    anchors: [
      {
        seq: 2,
        time: '2026-03-01T10:00:05.000Z',
        tsa: 'Confirma Time-Stamping Authority',
        valid: true,
      },
    ],
  },
  mirror: null,
  events: [
    { seq: 1, type: 'signer.document_read', at: '2026-03-01T10:00:00.000Z' },
    { seq: 2, type: 'signer.signed', at: '2026-03-01T10:00:04.000Z' },
  ],
};

function answer(verdict: 'valid' | 'changed'): TVerifyResult {
  const valid = verdict === 'valid';
  return {
    verdict,
    sha256: 'cd'.repeat(32),
    byteLength: 1234,
    changedAfterSigning: false,
    level: valid ? 'B-LTA' : 'B-T',
    signatures: [
      {
        kind: 'signature',
        verdict: valid ? 'valid' : 'invalid',
        signerName: 'José Pérez',
        reason: 'Signed with a one-time code (SMS) · op-1/signer-1',
        platformReason: { kind: 'OTP', reference: 'op-1/signer-1' },
        signingTime: '2026-03-01T10:00:04.000Z',
        integrity: valid,
        signatureValid: true,
        chain: [certificate('O=Confirma, CN=Confirma Platform Seal'), certificate('CN=Root')],
        trusted: true,
        certificateValid: true,
        timeStamp: {
          time: '2026-03-01T10:00:04.500Z',
          tsa: 'Confirma Time-Stamping Authority',
          valid: true,
          trusted: true,
        },
        signer: {
          commonName: 'José Pérez',
          serialNumber: 'IDCES-12345678Z',
          telephoneNumber: '+34 ··· ··· 001',
          emailAddress: null,
          level: 'identification',
        },
        revocation: valid ? 'good' : 'not-checked',
        coversWholeDocument: false,
        problems: valid ? [] : ['digest-mismatch'],
      },
      {
        kind: 'document-time-stamp',
        verdict: 'valid',
        signerName: null,
        reason: null,
        platformReason: null,
        signingTime: null,
        integrity: true,
        signatureValid: true,
        chain: [certificate('O=Confirma, CN=Confirma Time-Stamping Authority')],
        trusted: true,
        certificateValid: true,
        timeStamp: {
          time: '2026-03-01T10:00:05.000Z',
          tsa: 'Confirma Time-Stamping Authority',
          valid: true,
          trusted: true,
        },
        signer: null,
        revocation: 'not-checked',
        coversWholeDocument: true,
        problems: [],
      },
    ],
    operation: valid ? operation : null,
    issued: valid ? { same: true, difference: null, issuedSha256: 'cd'.repeat(32) } : null,
  };
}

const pdf = () => new File(['%PDF-1.7'], 'contrato-firmado.pdf', { type: 'application/pdf' });

function drop(file: File) {
  fireEvent.change(screen.getByTestId('verify-file-input'), { target: { files: [file] } });
}

afterEach(cleanup);
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe.each(['es', 'en', 'it'] as const)('the verification page in %s', (lang) => {
  it('posts the dropped PDF and shows its signature valid with the operation evidence', async () => {
    await switchLanguage(lang);
    const { calls } = fakeFetch({ 'POST /api/verify': () => json(200, answer('valid')) });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(pdf());
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.textContent).toContain(t(lang, 'verdict.valid'));
    expect(calls[0]?.headers['Content-Type']).toBe('application/pdf');
    expect(screen.getByTestId('verify-level').textContent).toContain(t(lang, 'level.B-LTA'));
    const [card, archive] = screen.getAllByTestId('signature-card');
    if (!card || !archive) throw new Error('two cards expected');
    expect(card.dataset.verdict).toBe('valid');
    // The signer's own certificate: its level and what it names, and its status when signed.
    expect(card.textContent).toContain(t(lang, 'signature.certificateLevels.identification'));
    expect(card.textContent).toContain(t(lang, 'signature.document', { value: 'IDCES-12345678Z' }));
    expect(card.textContent).toContain(t(lang, 'signature.revocationStates.good'));
    expect(
      within(archive).getByRole('heading', { name: t(lang, 'signature.archiveStamp') }),
    ).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'José Pérez' })).toBeTruthy();
    expect(card.textContent).toContain(t(lang, 'signature.verdict.valid'));
    expect(card.textContent).toContain('Confirma Time-Stamping Authority');
    expect(card.textContent).toContain(t(lang, 'signature.trusted'));
    // The platform's seal says why in the reader's language, whatever the document's.
    expect(card.textContent).toContain(`${t(lang, 'signature.reasons.OTP')} · op-1/signer-1`);
    if (lang !== 'en') expect(card.textContent).not.toContain('Signed with');
    const evidence = screen.getByTestId('operation-evidence');
    expect(evidence.textContent).toContain(t(lang, 'operation.chainValid'));
    expect(evidence.textContent).toContain(t(lang, 'events.signer.document_read'));
    expect(evidence.textContent).toContain('signer.document_read');
  });
});

describe.each(['es', 'en', 'it'] as const)('an altered or foreign copy in %s', (lang) => {
  beforeEach(() => switchLanguage(lang));

  it('says an altered copy was changed, never that its signature is correct, and prints no operation id', async () => {
    fakeFetch({ 'POST /api/verify': () => json(200, answer('changed')) });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(pdf());
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.textContent).toContain(t(lang, 'verdict.changed'));
    const [card] = screen.getAllByTestId('signature-card');
    if (!card) throw new Error('a card expected');
    expect(card.textContent).toContain(t(lang, 'signature.verdict.invalid'));
    // The maths of a signature over changed bytes: not "correct".
    const cryptography = within(card).getByText(t(lang, 'signature.cryptography'));
    const value = cryptography.nextElementSibling?.textContent;
    expect(value).toBe(t(lang, 'signature.notForContent'));
    expect(value).not.toBe(t(lang, 'signature.ok'));
    // Its seal names an operation, but the seal is broken: said in words, no id printed.
    expect(card.textContent).toContain(t(lang, 'signature.reasons.OTP'));
    expect(document.body.textContent).not.toContain('op-1');
    expect(screen.getByTestId('verify-no-operation').textContent).toBe(
      t(lang, 'operation.namedBySealNotValid'),
    );
  });

  it('says in words that a valid seal names an operation this platform does not hold', async () => {
    fakeFetch({ 'POST /api/verify': () => json(200, { ...answer('valid'), operation: null }) });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(pdf());
    await screen.findByTestId('verify-verdict');
    expect(screen.getByTestId('verify-no-operation').textContent).toBe(
      t(lang, 'operation.namedNotFound'),
    );
    expect(document.body.textContent).not.toContain('op-1');
  });

  it('reports the untrusted anchors of a mirrored copy and keeps the chain intact', async () => {
    fakeFetch({
      [`GET /api/verify/operations/${OP}`]: () => json(200, operation),
      [`POST /api/verify/operations/${OP}/mirror`]: () =>
        json(200, { ...operation, mirror: { anchors: 2, missing: 0, untrusted: 1 } }),
    });
    renderWithProviders(<VerifyPanel operationUuid={OP} />);
    const evidence = await screen.findByTestId('operation-evidence');
    fireEvent.change(screen.getByTestId('anchor-mirror-input'), {
      target: { files: [new File(['[]'], 'copia.json', { type: 'application/json' })] },
    });
    const untrusted = await within(evidence).findByTestId('mirror-untrusted');
    expect(untrusted.textContent).toBe(t(lang, 'mirror.untrusted', { count: 1 }));
    expect(evidence.textContent).toContain(t(lang, 'mirror.held', { count: 1 }));
    expect(evidence.textContent).toContain(t(lang, 'operation.chainValid'));
  });
});

describe('the verification page', () => {
  beforeEach(() => switchLanguage('es'));

  it('shows a tampered copy as changed, its signature red', async () => {
    fakeFetch({ 'POST /api/verify': () => json(200, answer('changed')) });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(pdf());
    expect((await screen.findByTestId('verify-verdict')).textContent).toContain(
      t('es', 'verdict.changed'),
    );
    const [card] = screen.getAllByTestId('signature-card');
    if (!card) throw new Error('a card expected');
    expect(card.dataset.verdict).toBe('invalid');
    expect(card.textContent).toContain(t('es', 'problems.digest-mismatch'));
    expect(screen.queryByTestId('operation-evidence')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('es', 'drop.again') }));
    expect(await screen.findByTestId('verify-drop-zone')).toBeTruthy();
  });

  it('says a copy with intact signatures is not the file issued, how it differs and the issued SHA-256', async () => {
    fakeFetch({
      'POST /api/verify': () =>
        json(200, {
          ...answer('valid'),
          verdict: 'differs-from-issued',
          issued: { same: false, difference: 'unsigned-bytes', issuedSha256: 'ab'.repeat(32) },
        }),
    });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(pdf());
    const verdict = await screen.findByTestId('verify-verdict');
    expect(verdict.textContent).toContain(t('es', 'verdict.differs-from-issued'));
    expect(verdict.textContent).not.toContain(t('es', 'verdict.valid'));
    expect(screen.getByTestId('verify-issued').textContent).toBe(
      t('es', 'issued.differences.unsigned-bytes'),
    );
    expect(screen.getByText(t('es', 'issued.sha', { sha256: 'ab'.repeat(32) }))).toBeTruthy();
  });

  it('shows the server error of a file that is not a PDF', async () => {
    fakeFetch({ 'POST /api/verify': () => problem('UNSUPPORTED_MEDIA_TYPE') });
    renderWithProviders(<VerifyPanel operationUuid={null} />);
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText(i18n.t('errors:UNSUPPORTED_MEDIA_TYPE'));
  });

  it("opened from a certificate's QR code, shows that operation's evidence", async () => {
    fakeFetch({
      [`GET /api/verify/operations/${OP}`]: () =>
        json(200, { ...operation, matchedBy: 'operation-id' }),
    });
    renderWithProviders(<VerifyPanel operationUuid={OP} />);
    expect(screen.getByText(t('es', 'qrHint', { id: OP }))).toBeTruthy();
    const evidence = await screen.findByTestId('operation-evidence');
    expect(evidence.textContent).toContain(t('es', 'operation.matchedBy.operation-id'));
    expect(evidence.textContent).toContain(t('es', 'events.signer.signed'));
  });

  it('checks the operation against a copy of the anchor log the reader kept', async () => {
    const copy = {
      items: [
        { id: 1, subject: 'ab', seq: 1, headHash: 'cd', genTime: '', tsa: 'T', token: 'AA==' },
      ],
    };
    const { calls } = fakeFetch({
      [`GET /api/verify/operations/${OP}`]: () => json(200, operation),
      [`POST /api/verify/operations/${OP}/mirror`]: () =>
        json(200, {
          ...operation,
          chain: {
            ...operation.chain,
            valid: false,
            anchors: [
              ...operation.chain.anchors,
              { seq: 1, time: '2026-03-01T10:00:01.000Z', tsa: 'T', valid: false, mirrored: true },
            ],
          },
          mirror: { anchors: 2, missing: 1, untrusted: 0 },
        }),
    });
    renderWithProviders(<VerifyPanel operationUuid={OP} />);
    const evidence = await screen.findByTestId('operation-evidence');
    expect(evidence.textContent).toContain(`${window.location.origin}/api/verify/anchors`);
    const input = screen.getByTestId('anchor-mirror-input');
    fireEvent.change(input, {
      target: { files: [new File(['not json'], 'copia.json', { type: 'application/json' })] },
    });
    await within(evidence).findByText(t('es', 'mirror.unreadable'));
    fireEvent.change(input, {
      target: { files: [new File([JSON.stringify(copy)], 'copia.json')] },
    });
    await within(evidence).findByText(t('es', 'mirror.missing', { count: 1 }));
    expect(evidence.textContent).toContain(t('es', 'operation.chainBroken'));
    expect(calls.at(-1)?.body).toEqual(copy);
  });
});
