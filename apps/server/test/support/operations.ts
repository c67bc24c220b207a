import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZOperationResponse } from '@confirma/contracts/operations';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { verifyEvidenceChain } from '../../src/modules/evidence/verify-evidence-chain.ts';
import { sha256 } from '../../src/modules/sealing/cms/build-signed-data.ts';
import { parseSignedData } from '../../src/modules/sealing/cms/parse-signed-data.ts';
import { encoded } from '../../src/modules/sealing/der/der-reader.ts';
import { OID } from '../../src/modules/sealing/der/oids.ts';
import {
  dumpSignatures,
  pdfsig,
  qpdfCheck,
  writeTemp,
} from '../../src/modules/sealing/testing/pdf-tools.ts';
import { verifyTimeStampToken } from '../../src/modules/sealing/tsa/verify-time-stamp-token.ts';
import { createHttpClient } from './http-client.ts';
import { signedInClient } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

export const PHONE = '+34600111222';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Debian's pdfsig and qpdf on the PDF: the independent verifiers of the acceptance. */
export function checkPdf(pdf: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-op-'));
  const file = writeTemp(dir, 'document.pdf', pdf);
  const result = { pdfsig: pdfsig(file), qpdf: qpdfCheck(file) };
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/**
 * The time of the signature time stamp of the PDF's last CMS signature (PAdES B-T), verified
 * against the signature value; throws when there is none.
 */
export function timeStampOf(pdf: Uint8Array): Date {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-ts-'));
  try {
    // The last signature's (a document time stamp after it carries none of its own).
    const parsed = dumpSignatures(writeTemp(dir, 'document.pdf', pdf))
      .map((cms) => parseSignedData(cms))
      .findLast((signature) => signature.unsignedAttributes.has(OID.signatureTimeStampToken));
    const token = parsed?.unsignedAttributes.get(OID.signatureTimeStampToken);
    if (!parsed || !token) throw new Error('no signature time stamp');
    return verifyTimeStampToken(encoded(token), { messageImprint: sha256(parsed.signature) })
      .genTime;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A signer's signerData list, confirmation e-mail asked at FIRMA-FINAL. */
export function signerData(
  email: string,
  extra: object[] = [],
  person: { name?: string; phone?: string } = {},
) {
  return [
    { identifier: 'name', value: person.name ?? 'José', label: 'Nombre', resumen: 'Y' },
    { identifier: 'lastname', value: 'Pérez Núñez', label: 'Apellidos', resumen: 'Y' },
    {
      identifier: 'email',
      value: email,
      label: 'E-mail',
      resumen: 'Y',
      actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
      ...extra[0],
    },
    { identifier: 'cellphone', value: person.phone ?? PHONE, label: 'Móvil', resumen: 'N' },
    { identifier: 'idiomadef', value: 'es-es', label: 'Idioma', resumen: 'N' },
  ];
}

/**
 * A handwritten (BIOMETRICA) operation for `email` on the biometric demo template (847),
 * signature box on page 1, without the invitation e-mail: the sender's device signs.
 */
export function handwrittenRequest(email: string) {
  return {
    documents: {},
    signers: [
      {
        signerData: signerData(email, [
          { actions: [{ action: 'avoidSendSignEmail', step: 'FIRMA-INICIO' }] },
        ]),
        signaturesType: ['BIOMETRICA'],
        boxPositions: [
          { pageNumber: 1, x: 10, y: 60, width: 160, height: 50, signboxName: 'cajafirma1' },
        ],
      },
    ],
    operationData: { opClass: 847 },
  };
}

/** The ids and signer token of a created operation (the answer of the create call). */
export async function createdOperation(response: Response) {
  if (response.status !== 200) throw new Error(`create: HTTP ${response.status}`);
  const { loginautToken, uuids, documentsUuid } = (await response.json()) as {
    loginautToken: string;
    uuids: string[];
    documentsUuid: string[];
  };
  return { loginautToken, operationId: uuids[0] ?? '', documentId: documentsUuid[0] ?? '' };
}

/**
 * An IDENTIFICATION_NO_ASISTIDA operation (traveller class) created with the owner's API
 * `token` for one signer, `signerEmail`, with the document number 12345678Z.
 */
export async function createIdentificationOperation(
  baseUrl: string,
  domainUuid: string,
  token: string,
  signerEmail: string,
  identificationChecks?: Record<string, string>,
  documentNumber = '12345678Z',
) {
  const nif = { identifier: 'nif', value: documentNumber, label: 'DNI', resumen: 'Y' };
  const response = await createHttpClient(baseUrl).post(
    `/api/v2/create/withotpandtoken/${domainUuid}`,
    {
      documents: {},
      operationData: { opClass: 1243, ...(identificationChecks ? { identificationChecks } : {}) },
      signers: [
        {
          level: 1,
          order: 1,
          signerData: [...signerData(signerEmail), nif],
          signaturesType: ['IDENTIFICATION_NO_ASISTIDA'],
        },
      ],
    },
    bearer(token),
  );
  return createdOperation(response);
}

/** The signer's handwritten signature: `png` (and its strokes) into the box 'cajafirma1'. */
export function signByHand(
  server: TTestServer,
  operation: Awaited<ReturnType<typeof createdOperation>>,
  png: Uint8Array,
  strokes?: { x: number; y: number; time: number }[][],
) {
  const { operationId, documentId, loginautToken } = operation;
  return createHttpClient(server.url).post(
    `/api/v2/addsigntodocument/${operationId}/${documentId}`,
    {
      operationUuid: operationId,
      documentUuid: documentId,
      signaturetype: 6,
      message: '',
      signboxName: 'cajafirma1',
      b64img: Buffer.from(png).toString('base64'),
      ...(strokes ? { strokes } : {}),
    },
    bearer(loginautToken),
  );
}

/** Runs due jobs, then lists the outbox messages to `to`, newest first. */
export async function outboxTo(server: TTestServer, to: string, channel: 'email' | 'sms') {
  await server.worker.drain();
  const response = await fetch(
    `${server.url}/api/dev/outbox?channel=${channel}&to=${encodeURIComponent(to)}`,
  );
  return ZOutboxResponse.parse(await response.json()).messages;
}

/** The operation as its reader (sender or signer token) sees it. */
export async function readOperation(server: TTestServer, operationId: string, token: string) {
  const response = await createHttpClient(server.url).get(
    `/api/v2/getoperationbyuuid/${server.platform.domainUuid}/${operationId}`,
    bearer(token),
  );
  return ZOperationResponse.parse(await response.json());
}

/** The document as base64 → bytes, through the signer's (or sender's) token. */
export async function fetchDocument(
  server: TTestServer,
  operationId: string,
  documentId: string,
  token: string,
) {
  const response = await createHttpClient(server.url).get(
    `/api/v2/getdocumentbyuuidb64/${operationId}/${documentId}`,
    bearer(token),
  );
  if (response.status !== 200) throw new Error(`document: HTTP ${response.status}`);
  return Buffer.from(await response.text(), 'base64');
}

/**
 * A signer's OTP steps up to the code: open the document, read and accept it, ask for the
 * code and read it from the SMS outbox. Returns the verify call (with `extra` body fields,
 * e.g. `fields`), made when you choose.
 */
export async function prepareOtpSignature(
  server: TTestServer,
  operationId: string,
  documentId: string,
  token: string,
  phone: string,
) {
  const api = createHttpClient(server.url);
  await fetchDocument(server, operationId, documentId, token);
  // The SMS already sent (a review's decision, queued before): the code is in a newer one.
  const before = new Set((await outboxTo(server, phone, 'sms')).map((message) => message.id));
  const read = await api.post(
    `/api/v2/documentread/${operationId}`,
    { operationUuid: operationId, documentUuid: documentId },
    bearer(token),
  );
  if (read.status !== 200)
    throw new Error(`documentread: HTTP ${read.status} ${await read.text()}`);
  const otp = await api.post(
    `/api/v2/createotp/${operationId}`,
    { operationUuid: operationId, cellPhone: phone, otpType: 'FIRMA' },
    bearer(token),
  );
  if (otp.status !== 200) throw new Error(`createotp: HTTP ${otp.status}`);
  const [sms] = (await outboxTo(server, phone, 'sms')).filter(({ id }) => !before.has(id));
  // The last 6 digits: the SMS names the request first, whose title may hold numbers.
  const code = [...(sms?.text ?? '').matchAll(/\b(\d{6})\b/g)].at(-1)?.[1] ?? '';
  return (extra: object = {}) =>
    api.post(
      `/api/v2/verifyotpforbot/${operationId}`,
      { operationUuid: operationId, otpValue: code, otpType: 'FIRMA', ...extra },
      bearer(token),
    );
}

/** The signer token carried by the newest invitation e-mail to `email`. */
export async function invitationToken(server: TTestServer, email: string) {
  const [mail] = await outboxTo(server, email, 'email');
  const token = /[?&]token=([^&\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation with a token for ${email}`);
  return decodeURIComponent(token);
}

/** A signed-in sender with `credits` more: the browser, the account's id and an account token. */
export async function signedInSender(server: TTestServer, email: string, credits = 20) {
  const client = await signedInClient(server, email);
  const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
  await addCredits(server.platform.database.db, {
    organizationId: userUid,
    kind: 'grant',
    amount: credits,
    reason: 'test',
  });
  const token = await (await client.post('/api/v2/login')).text();
  return { client, userId: userUid, token };
}

/** A signed-in sender with 20 credits more; returns its account token. */
export async function senderToken(server: TTestServer, email: string) {
  return (await signedInSender(server, email)).token;
}

interface TCreated {
  loginautToken: string;
  uuids: string[];
  documentsUuid: string[];
}

/**
 * Creates an operation through the API (the contract template unless `body` says otherwise,
 * e.g. its `documents`): the answer, its operation and first document.
 */
export async function createOperation(
  server: TTestServer,
  token: string,
  signers: object[],
  body: object = {},
) {
  const response = await createHttpClient(server.url).post(
    `/api/v2/create/withotpandtoken/${server.platform.domainUuid}`,
    { signers, operationData: { opClass: 1241 }, ...body },
    bearer(token),
  );
  if (response.status !== 200) throw new Error(`create: HTTP ${response.status}`);
  const created = (await response.json()) as TCreated;
  return { ...created, op: created.uuids[0] ?? '', doc: created.documentsUuid[0] ?? '' };
}

/** The operation's evidence chain verified, anchors included, with the server's TSA trust. */
export async function verifyOperationChain(server: TTestServer, operationId: string) {
  const { trust } = server.services.operations.sealer;
  return verifyEvidenceChain(
    server.platform.database.db,
    { subjectType: 'operation', subjectId: operationId },
    trust,
  );
}
