import { ZOperationDetail } from '@confirma/contracts/workspace';
import { filmedFrame } from '@confirma/vision/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identifications } from '../src/db-schema.ts';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { createHttpClient } from './support/http-client.ts';
import {
  certificateText,
  identifyWithCard,
  startedIdentification,
  videoOperation,
} from './support/identification-flow.ts';
import { bearer, outboxTo } from './support/operations.ts';
import { useTestServer } from './support/use-test-server.ts';

const b64 = (bytes: Buffer) => bytes.toString('base64');

interface TVerdict {
  status: string;
  failures: string[];
  reviewReasons: string[];
  policy: Record<string, string>;
  checks: { check: string; outcome: string; required: boolean }[];
}

/**
 * The verdict on the server's defaults (no setting changed): the face match blocks, the
 * liveness challenge is required, and the card's two sides must be one document. Driven
 * through the HTTP API on the real engine with the vision fixtures: the holder's filmed face
 * (face-motion.ts, the man printed on esp-dni-2 and esp-nie), another person's for the
 * impostor, and cards photographed (esp-dni-2 carries the sender's number 12345678Z).
 */
describe('identification verdict on the secure defaults', () => {
  // Each case signs a sender up: more sign-up e-mails than the default limit allows.
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '100' });
  const api = () => createHttpClient(server().url);

  /** One identification from the selfie to the verdict (identifyWithCard) of a new owner. */
  async function identify(
    email: string,
    options: Parameters<typeof identifyWithCard>[2] & { checks?: Record<string, string> },
  ) {
    const operation = await videoOperation(server(), email, options.checks);
    const { video, verdict } = await identifyWithCard(server(), operation, options);
    return { ...operation, video, verdict: verdict as unknown as TVerdict };
  }

  /** What the sender sees: the operation page's entry, and the sealed certificate's text. */
  async function seenBySender(
    flow: Awaited<ReturnType<typeof identify>>,
    name: string,
  ): Promise<{ listed: unknown; certificate: string }> {
    const detail = await api().get(`/api/operations/${flow.operationId}`, bearer(flow.ownerToken));
    const [listed] = ZOperationDetail.parse(await detail.json()).identifications;
    const certificate = await api().get(
      `/api/v2/identification/certificate/${flow.operationId}/${flow.video}`,
      bearer(flow.ownerToken),
    );
    expect(certificate.status).toBe(200);
    const pdf = Buffer.from(await certificate.text(), 'base64');
    return { listed, certificate: certificateText(pdf, name) };
  }

  it('passes the holder who moves, with the card whose sides agree', async () => {
    const flow = await identify('genuine@example.com', {
      person: 'holder',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'moves',
      hologram: true,
    });
    expect(flow.verdict).toMatchObject({
      status: 'PASSED',
      failures: [],
      reviewReasons: [],
      policy: {
        faceMatch: 'REQUIRED',
        liveness: 'REQUIRED',
        hologram: 'REQUIRED',
        documentPresence: 'REQUIRED',
        colour: 'REQUIRED',
      },
    });
    const outcome = (check: string) =>
      flow.verdict.checks.find((one) => one.check === check)?.outcome;
    expect(outcome('FACE_MATCH')).toBe('PASSED');
    expect(outcome('LIVENESS')).toBe('PASSED');
    expect(outcome('COLOUR')).toBe('PASSED');
    expect(outcome('DOCUMENT_CONSISTENCY')).toBe('PASSED');
    expect(outcome('HOLOGRAM')).toBe('PASSED');
    // The recording holds every frame judged, the selfie's person, both movements.
    expect(outcome('RECORDING')).toBe('PASSED');
    const recording = (flow.verdict as unknown as { recording: Record<string, number> }).recording;
    expect(recording.framesFound).toBe(recording.framesPosted);
    expect(recording.framesPosted).toBeGreaterThanOrEqual(9);
    expect(recording).toMatchObject({ challengesSeen: 2, challengesAnswered: 2 });
    expect(recording.personMatched).toBeGreaterThanOrEqual(2);
    const { listed, certificate } = await seenBySender(flow, 'genuine');
    expect(listed).toMatchObject({ status: 'PASSED', failures: [], relaxed: [] });
    expect(certificate).toContain('Resultado: Superada');
    expect(certificate).toContain('Grabación de la sesión: superada (');
    expect(certificate).toContain('Secuencia de colores reflejada en el rostro: superada (');
    expect(certificate).toContain('Coherencia del documento (anverso y MRZ): superada (');
  }, 240_000);

  it('fails an impostor: another face, though it blinks and turns', async () => {
    const flow = await identify('impostor@example.com', {
      person: 'impostor',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'moves',
    });
    expect(flow.verdict.status).toBe('FAILED');
    expect(flow.verdict.failures).toContain('FACE_MISMATCH');
    const { listed, certificate } = await seenBySender(flow, 'impostor');
    expect(listed).toMatchObject({ status: 'FAILED', failures: ['FACE_MISMATCH'] });
    expect(certificate).toContain('Resultado: No superada');
    expect(certificate).toContain('el rostro no coincide con el del documento');
    // The sender is told, in words.
    const [told] = await outboxTo(server(), 'impostor@example.com', 'email');
    expect(told?.subject).toBe('La identificación de José Pérez Núñez no se ha superado');
    expect(told?.text).toContain('- el rostro no coincide con el del documento');
  }, 240_000);

  it('fails a still photograph of the holder: the liveness challenge is required', async () => {
    const flow = await identify('still@example.com', {
      person: 'holder',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'still',
    });
    expect(flow.verdict).toMatchObject({ status: 'FAILED', failures: ['LIVENESS_FAILED'] });
    const { certificate } = await seenBySender(flow, 'still');
    expect(certificate).toContain('prueba de vida no superada');
  }, 240_000);

  it("fails one person's front with another's back (the sender's number): two documents", async () => {
    const flow = await identify('mixed@example.com', {
      person: 'holder',
      front: 'esp-nie',
      back: 'esp-dni-2',
      liveness: 'moves',
    });
    expect(flow.verdict.status).toBe('FAILED');
    expect(flow.verdict.failures).toEqual(['DOCUMENT_MISMATCH']);
    const { listed, certificate } = await seenBySender(flow, 'mixed');
    expect(listed).toMatchObject({ failures: ['DOCUMENT_MISMATCH'] });
    expect(certificate).toContain('el anverso y el reverso no son del mismo documento');
  }, 240_000);

  it('passes a still photograph, started without consent, only where the operation relaxed both, and says so', async () => {
    const flow = await identify('relaxed@example.com', {
      person: 'holder',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'still',
      checks: { liveness: 'REPORTED', consent: 'OFF' },
      withoutConsent: true,
      hologram: true,
    });
    expect(flow.verdict).toMatchObject({
      status: 'PASSED',
      // The colour sequence is part of the liveness: off with it.
      policy: { liveness: 'REPORTED', consent: 'OFF', colour: 'OFF' },
    });
    const { listed, certificate } = await seenBySender(flow, 'relaxed');
    expect(listed).toMatchObject({
      status: 'PASSED',
      relaxed: ['liveness', 'consent', 'colour'],
    });
    expect(certificate).toContain('La prueba de vida no era obligatoria en esta operación');
    const colourOff = 'La secuencia de colores no era obligatoria en esta operación';
    expect(certificate).toContain(colourOff);
    const consentOff =
      'El consentimiento expreso al tratamiento de los datos biométricos no era obligatorio';
    expect(certificate).toContain(consentOff);
    const [told] = await outboxTo(server(), 'relaxed@example.com', 'email');
    expect(told?.subject).toBe('José Pérez Núñez se ha identificado');
    expect(told?.text).toContain('La prueba de vida no era obligatoria en esta operación');
    expect(told?.text).toContain(consentOff);
    expect(told?.text).toContain(colourOff);
    expect(certificate).toContain('Prueba de vida: no superada (0 de 2 retos), solo informativa');
  }, 240_000);

  it('starts over when the signer comes back to an attempt left recording', async () => {
    const { operationId: op, loginautToken: token } = await videoOperation(
      server(),
      'abandoned@example.com',
    );
    const first = await startedIdentification(server(), op, token);
    // The page closed mid-capture; the link opened again starts a new attempt at once.
    const second = await startedIdentification(server(), op, token);
    expect(second).not.toBe(first);
    const [row] = await server()
      .platform.database.db.select({ status: identifications.status })
      .from(identifications)
      .where(eq(identifications.id, first));
    expect(row?.status).toBe('CANCELLED');
    const events = await listEvidence(server().platform.database.db, {
      subjectType: 'identification',
      subjectId: first,
    });
    expect(events.map((event) => event.type)).toContain('identification.abandoned');
    // The new attempt records.
    const late = await api().post(
      `/api/v2/detection/face/${op}`,
      { imgb64: b64(await filmedFrame('holder')) },
      bearer(token),
    );
    expect(late.status).toBe(200);
  }, 120_000);
});
