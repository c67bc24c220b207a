import { PDFName } from '@cantoo/pdf-lib';
import { ZVerifiedOperation, ZVerifyResult } from '@confirma/contracts/verify';
import { describe, expect, it } from 'vitest';
import {
  contentStreamBomb,
  objectStreamBomb,
} from '../src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import {
  appendIncrementalUpdate,
  serialize,
} from '../src/modules/sealing/pdf/incremental-writer.ts';
import { openPdf } from '../src/modules/sealing/pdf/open-pdf.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  bearer,
  createOperation,
  fetchDocument,
  invitationToken,
  PHONE,
  prepareOtpSignature,
  senderToken,
  signerData,
} from './support/operations.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

/** POST /api/verify with the file as the body. */
function postFile(server: TTestServer, bytes: Uint8Array, type = 'application/pdf') {
  return fetch(`${server.url}/api/verify`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: bytes,
  });
}

async function verify(server: TTestServer, bytes: Uint8Array) {
  const response = await postFile(server, bytes);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, result: ZVerifyResult.parse(JSON.parse(text)) };
}

/** An operation signed by OTP end to end: its ids, the signer token and the signed PDF. */
async function signedOperation(server: TTestServer, email: string) {
  const token = await senderToken(server, `sender-${email}`);
  const { op, doc } = await createOperation(server, token, [
    { level: 1, order: 1, signerData: signerData(email), signaturesType: ['SIMPLE'] },
  ]);
  const signerToken = await invitationToken(server, email);
  const submit = await prepareOtpSignature(server, op, doc, signerToken, PHONE);
  expect((await submit()).status).toBe(200);
  const signed = await fetchDocument(server, op, doc, signerToken);
  return { op, doc, signerToken, signed: new Uint8Array(signed) };
}

/** An incremental update after the seal that draws new text over page 1 (a changed page). */
async function withChangedPage(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await openPdf(pdf);
  const page = source.doc.getPage(0);
  const stream = source.doc.context.stream('BT /Helvetica 36 Tf 72 400 Td (CHANGED) Tj ET');
  const number = source.nextObjectNumber;
  const ref = source.doc.context.register(stream);
  const contents = page.node.get(PDFName.of('Contents'));
  page.node.set(PDFName.of('Contents'), source.doc.context.obj([contents, ref]));
  return appendIncrementalUpdate(source, [
    {
      objectNumber: page.ref.objectNumber,
      generation: page.ref.generationNumber,
      body: serialize(page.node),
    },
    { objectNumber: number, generation: 0, body: serialize(stream) },
  ]).file;
}

describe('public verification', () => {
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '50', AUTH_SIGN_IN_LIMIT: '50' });

  it('shows a signed PDF valid, whole, and the operation with an intact chain', async () => {
    const { op, signed } = await signedOperation(server(), 'firmante@example.com');
    const { text, result } = await verify(server(), signed);
    expect(result.verdict).toBe('valid');
    expect(result.changedAfterSigning).toBe(false);
    // The signer's signature (their one-time certificate), the platform seal, the document
    // time stamp: PAdES B-LTA.
    expect(result.signatures.map((item) => item.kind)).toEqual([
      'signature',
      'signature',
      'document-time-stamp',
    ]);
    expect(result.level).toBe('B-LTA');
    const [signature, seal, stamp] = result.signatures;
    expect(signature).toMatchObject({
      verdict: 'valid',
      signerName: 'José Pérez Núñez',
      integrity: true,
      signatureValid: true,
      trusted: true,
      coversWholeDocument: false,
      revocation: 'good',
      signer: { commonName: 'José Pérez Núñez', level: 'otp' },
      problems: [],
    });
    expect(seal).toMatchObject({
      verdict: 'valid',
      revocation: 'good',
      signer: { commonName: 'Confirma Platform Seal', level: null },
    });
    expect(seal?.platformReason).toEqual({ kind: 'signedDocument', reference: op });
    expect(stamp).toMatchObject({ verdict: 'valid', coversWholeDocument: true, problems: [] });
    // The platform's seal: its reason recognised, for the page to say in its reader's words.
    expect(signature?.platformReason).toEqual({
      kind: 'OTP',
      reference: expect.stringMatching(new RegExp(`^${op}/`)),
    });
    expect(signature?.chain[0]?.subject).toContain('CN=José Pérez Núñez');
    expect(seal?.chain[0]?.subject).toContain('CN=Confirma Platform Seal');
    expect(signature?.chain.at(-1)?.subject).toContain('Root');
    expect(signature?.timeStamp).toMatchObject({ valid: true, trusted: true });
    expect(result.operation).toMatchObject({
      operationUuid: op,
      status: 'SIGNED',
      matchedBy: 'signed-document',
      chain: { valid: true },
    });
    expect(result.issued).toEqual({ same: true, difference: null, issuedSha256: result.sha256 });
    const types = result.operation?.events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['operation.created', 'signer.signed']));
    // Nothing personal beyond what the PDF shows: the signer's certificate (its subject and
    // summary) names their e-mail and the phone their code went to; nothing else does.
    const { signer: _named, chain: _path, ...rest } = signature ?? {};
    const outside = JSON.stringify({ ...result, signatures: [rest, seal, stamp] });
    expect(outside).not.toContain('@example.com');
    expect(outside).not.toContain(PHONE);
    expect(text).not.toContain('127.0.0.1');
    // Anyone may ask: the phone is masked, in the summary and in the certificate's subject.
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(PHONE.slice(3, -3));
    expect(signature?.signer?.telephoneNumber).toBe('+34 ··· ··· 222');
    expect(signature?.chain[0]?.subject).toContain('telephoneNumber=+34 ··· ··· 222');
  });

  it('shows a copy with a byte changed inside the signed content as changed', async () => {
    const { signed } = await signedOperation(server(), 'flip@example.com');
    const copy = Uint8Array.from(signed);
    const at = Buffer.from(copy).indexOf('stream', 0, 'latin1') + 20;
    copy[at] = (copy[at] ?? 0) ^ 0x20;
    const { result } = await verify(server(), copy);
    expect(result.verdict).toBe('changed');
    expect(result.signatures[0]).toMatchObject({ verdict: 'invalid', integrity: false });
    expect(result.signatures[0]?.problems).toContain('digest-mismatch');
    expect(result.operation).toBeNull();
  });

  it('shows a page changed in an update after the signature as changed after signing', async () => {
    const { op, signed } = await signedOperation(server(), 'update@example.com');
    const { result } = await verify(server(), await withChangedPage(signed));
    expect(result.verdict).toBe('changed');
    expect(result.changedAfterSigning).toBe(true);
    expect(result.signatures[0]).toMatchObject({
      verdict: 'valid',
      integrity: true,
      coversWholeDocument: false,
    });
    // The seal still names its operation, and the seal is intact.
    expect(result.operation).toMatchObject({ operationUuid: op, matchedBy: 'signature' });
  });

  it('tells a copy whose signatures hold but whose bytes are not the issued ones, and where', async () => {
    const { op, signed } = await signedOperation(server(), 'padding@example.com');
    const issuedSha256 = (await verify(server(), signed)).result.sha256;
    // The last hex digit of the last signature's /Contents (the document time stamp's): its
    // unsigned padding (an earlier signature's is signed by the signatures after it).
    const ranges = [
      ...Buffer.from(signed)
        .toString('latin1')
        .matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)/g),
    ];
    const [, start = 0, length = 0, next = 0] = (ranges.at(-1) ?? []).map(Number);
    expect(next).toBeGreaterThan(start + length);
    const padded = Uint8Array.from(signed);
    padded[next - 2] = padded[next - 2] === 0x30 ? 0x31 : 0x30;
    const copy = await verify(server(), padded);
    expect(copy.result.signatures.every((item) => item.verdict === 'valid' && item.integrity)).toBe(
      true,
    );
    expect(copy.result.verdict).toBe('differs-from-issued');
    expect(copy.result.operation).toMatchObject({ operationUuid: op, matchedBy: 'signature' });
    expect(copy.result.issued).toEqual({
      same: false,
      difference: 'unsigned-bytes',
      issuedSha256,
    });
    // A line break after the end: the signature still covers "the whole file".
    const appended = new Uint8Array([...signed, 0x0a]);
    const longer = await verify(server(), appended);
    expect(longer.result.verdict).toBe('differs-from-issued');
    expect(longer.result.issued).toMatchObject({ same: false, difference: 'appended' });
  });

  it('verifies the operation certificate itself', async () => {
    const { op, signerToken } = await signedOperation(server(), 'acta@example.com');
    const response = await createHttpClient(server().url).get(
      `/api/v2/actabyoperationuuidb64/${op}`,
      bearer(signerToken),
    );
    const acta = Buffer.from(await response.text(), 'base64');
    const { result } = await verify(server(), acta);
    expect(result.verdict).toBe('valid');
    expect(result.signatures[0]).toMatchObject({
      signerName: 'Confirma',
      trusted: true,
      platformReason: { kind: 'operationCertificate', reference: op },
    });
    expect(result.operation).toMatchObject({
      operationUuid: op,
      matchedBy: 'signature',
      chain: { valid: true },
    });
    // A certificate is no signed document of the operation: nothing to compare it with.
    expect(result.issued).toBeNull();
  });

  it('answers an unsigned PDF with no signatures', async () => {
    const { result } = await verify(server(), await makeTextPdf(1));
    expect(result).toMatchObject({ verdict: 'unsigned', signatures: [], operation: null });
  });

  it('refuses what is not a PDF, another content type and a file too large', async () => {
    const random = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    const notPdf = await postFile(server(), random);
    expect(notPdf.status).toBe(415);
    expect(await notPdf.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const json = await fetch(`${server().url}/api/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const tooLarge = await postFile(server(), big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('reads compression bombs without inflating them: no signatures, for little CPU', async () => {
    const bombs = [await objectStreamBomb(1024 ** 3), await contentStreamBomb(1024 ** 3)];
    // The verifier's thread started on a plain file: a thread's start is not a file's cost.
    expect((await verify(server(), await makeTextPdf(1))).result.verdict).toBe('unsigned');
    for (const bomb of bombs) {
      const before = process.cpuUsage();
      const { result } = await verify(server(), bomb);
      expect(result.verdict).toBe('unsigned');
      // CPU time, not wall time, which is the machine's load as much as ours: this process's
      // threads (the server, its verifier thread) spend ~10 ms on either bomb, and inflating
      // its gigabyte alone takes seconds.
      const spent = process.cpuUsage(before);
      expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
    }
  });

  it("shows an operation's evidence by its id, and 404 for an unknown one", async () => {
    const { op } = await signedOperation(server(), 'qr@example.com');
    const response = await fetch(`${server().url}/api/verify/operations/${op}`);
    expect(response.status).toBe(200);
    const operation = ZVerifiedOperation.parse(await response.json());
    expect(operation).toMatchObject({ operationUuid: op, matchedBy: 'operation-id' });
    expect(operation.chain.valid).toBe(true);
    const unknown = await fetch(
      `${server().url}/api/verify/operations/00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('public verification limits', () => {
  const server = useTestServer({ VERIFY_IP_LIMIT: '2' });

  it('counts verifications per IP and answers 429 past VERIFY_IP_LIMIT', async () => {
    const pdf = await makeTextPdf(1);
    const first = await postFile(server(), pdf);
    expect(first.status).toBe(200);
    // Each answer tells where the caller stands (RateLimit-*), the refusal also Retry-After.
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const second = await postFile(server(), pdf);
    expect(second.status).toBe(200);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const limited = await postFile(server(), pdf);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('ratelimit-limit')).toBe('2');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-reset')).toBe(limited.headers.get('retry-after'));
  });
});
