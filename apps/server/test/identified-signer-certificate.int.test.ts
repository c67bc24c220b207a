import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskPhonePublicly } from '@confirma/contracts/phone-number';
import type { TVerifyResult } from '@confirma/contracts/verify';
import { filmedFrame } from '@confirma/vision/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OID } from '../src/modules/sealing/der/oids.ts';
import {
  dumpSignatures,
  pdfsig,
  run,
  writeTemp,
} from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  answerChallenges,
  approveInDesk,
  finishIdentification,
  startedIdentification,
  tiltCard,
} from './support/identification-flow.ts';
import { documentPhoto, frontWithBlurredPrint } from './support/identification-images.ts';
import {
  bearer,
  createdOperation,
  fetchDocument,
  PHONE,
  prepareOtpSignature,
  senderToken,
  signerData,
} from './support/operations.ts';
import { signerPost } from './support/session-recording.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

/**
 * A signer identified by video who then signs with an SMS code (VIDEO_1PASO_OTP), on the
 * real vision engine with its fixtures (the holder's filmed face, esp-dni-2 with the
 * sender's number 12345678Z): the certificate of the signature names the document read
 * and says, in its policy, what the identification verified, as pdfsig, openssl and
 * `/api/verify` read it.
 */
describe('the certificate of a signer identified by video', () => {
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '100' });
  const api = () => createHttpClient(server().url);
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'identified-signer-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A VIDEO_1PASO_OTP operation, its identification to the verdict (liveness as asked). */
  async function identified(
    email: string,
    options: { still?: boolean; blurredPrint?: boolean; checks?: Record<string, string> },
  ) {
    const ownerToken = await senderToken(server(), email);
    const nif = { identifier: 'nif', value: '12345678Z', label: 'DNI', resumen: 'Y' };
    const operation = await createdOperation(
      await api().post(
        `/api/v2/create/withotpandtoken/${server().platform.domainUuid}`,
        {
          operationData: {
            opClass: 1241,
            ...(options.checks ? { identificationChecks: options.checks } : {}),
          },
          signers: [
            {
              signerData: [...signerData(`signer-${email}`), nif],
              signaturesType: ['VIDEO_1PASO_OTP'],
            },
          ],
        },
        bearer(ownerToken),
      ),
    );
    const { operationId: op, loginautToken: token } = operation;
    const video = await startedIdentification(server(), op, token);
    const post = signerPost(server(), op, token);
    const still = await filmedFrame('holder');
    await post(`/api/v2/detection/face/${op}`, { imgb64: b64(still) });
    // A still photograph answers nothing: where the liveness is only reported, it goes on.
    if (!options.still) await answerChallenges(server(), op, token, 'holder');
    const front = options.blurredPrint
      ? await frontWithBlurredPrint('esp-dni-2')
      : await documentPhoto('esp-dni-2', 'id-front');
    await post(`/api/v2/detection/ml/front/${op}`, { imgb64: b64(front) });
    await tiltCard(post, op);
    await post(`/api/v2/detection/ml/back/${op}`, {
      imgb64: b64(await documentPhoto('esp-dni-2', 'id-back')),
    });
    const verdict = await finishIdentification(server(), op, token, video);
    return { ...operation, ownerToken, video, verdict };
  }

  /** Signs with the SMS code; the signature's certificate as pdfsig, openssl and /api/verify see it. */
  async function signs(flow: Awaited<ReturnType<typeof identified>>) {
    const { operationId: op, documentId: doc, loginautToken } = flow;
    const sign = await prepareOtpSignature(server(), op, doc, loginautToken, PHONE);
    expect((await sign()).status).toBe(200);
    const pdf = await fetchDocument(server(), op, doc, flow.ownerToken);
    const file = writeTemp(dir, `${op}.pdf`, pdf);
    const [report] = pdfsig(file)
      .split(/^Signature #\d+:$/m)
      .slice(1);
    const cms = dumpSignatures(file)[0] ?? new Uint8Array();
    const pems = run('openssl', ['pkcs7', '-inform', 'DER', '-print_certs'], cms).stdout;
    const leaf = (
      pems.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/g) ?? []
    )
      .map((pem) => run('openssl', ['x509', '-noout', '-text'], Buffer.from(pem)).stdout)
      .find((text) => !/Subject: .*Confirma/.test(text));
    const verified = (await (
      await fetch(`${server().url}/api/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf),
      })
    ).json()) as TVerifyResult;
    return { report: report ?? '', openssl: leaf ?? '', signer: verified.signatures[0]?.signer };
  }

  it('names the document and the full identification policy when every check passed', async () => {
    const flow = await identified('video-signer@example.com', {});
    expect(flow.verdict).toMatchObject({ status: 'PASSED' });
    const { report, openssl, signer } = await signs(flow);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain(
      `Signer full Distinguished Name: OID.2.5.4.20="${PHONE}",serialNumber=IDCES-12345678Z,CN=José Pérez Núñez`,
    );
    expect(openssl).toContain(`Policy: ${OID.signerPolicyIdentification}`);
    expect(signer).toMatchObject({
      commonName: 'José Pérez Núñez',
      serialNumber: 'IDCES-12345678Z',
      // The public verification shows a phone masked (the signed PDF holds it whole).
      telephoneNumber: maskPhonePublicly(PHONE),
      level: 'identification',
    });
  }, 240_000);

  it('says the business relaxed the liveness check: a lower policy', async () => {
    const flow = await identified('video-relaxed@example.com', {
      still: true,
      checks: { liveness: 'REPORTED' },
    });
    expect(flow.verdict).toMatchObject({ status: 'PASSED', policy: { liveness: 'REPORTED' } });
    const { openssl, signer } = await signs(flow);
    expect(openssl).toContain(`Policy: ${OID.signerPolicyIdentificationRelaxed}`);
    expect(openssl).not.toContain(`Policy: ${OID.signerPolicyIdentification}\n`);
    // The face was matched to the card (required): the card's number stays.
    expect(signer).toMatchObject({
      serialNumber: 'IDCES-12345678Z',
      level: 'identification-relaxed',
    });
  }, 240_000);

  it('says a person approved a verdict left to review', async () => {
    const flow = await identified('video-reviewed@example.com', { blurredPrint: true });
    expect(flow.verdict).toMatchObject({ status: 'REVIEW' });
    const approved = await approveInDesk(server(), flow.video, 'reviewer-signer@example.com');
    expect(approved.status).toBe(200);
    const { openssl, signer } = await signs(flow);
    expect(openssl).toContain(`Policy: ${OID.signerPolicyIdentificationReviewed}`);
    expect(signer).toMatchObject({ level: 'identification-reviewed' });
  }, 240_000);
});
