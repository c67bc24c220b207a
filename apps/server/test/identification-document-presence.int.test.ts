import { filmedFace, presentedCard, type TDocumentPresentation } from '@confirma/vision/testing';
import { describe, expect, it } from 'vitest';
import { listEvidence } from '../src/modules/evidence/index.ts';
import { identifyWithCard, videoOperation } from './support/identification-flow.ts';
import { useTestServer } from './support/use-test-server.ts';

interface TVerdict {
  status: string;
  failures: string[];
  checks: { check: string; outcome: string; required: boolean }[];
}

/** What each attack run through the flow must fail with, whatever else it fails for. */
const REASON = {
  'phone-screen': 'DOCUMENT_SCREEN',
  'cutout-portrait': 'DOCUMENT_NOT_PRESENT',
} as const satisfies Partial<Record<TDocumentPresentation, string>>;
const THROUGH_THE_FLOW = Object.keys(REASON) as (keyof typeof REASON)[];

/**
 * Whether the card is really before the camera, on the server's defaults, through the API on
 * the vision pool: the holder's DNI (esp-dni-2) filmed as the capture screen films it
 * (presentedCard: its front and the hologram burst), held up by its holder, shown on a
 * phone, or with the attacker's portrait cut out and laid on it. The attacker answers the
 * challenges with their own face: only the card gives them away.
 */
describe('the document physically there, on the secure defaults', () => {
  const server = useTestServer({ AUTH_EMAIL_LIMIT: '100' });

  async function present(presentation: TDocumentPresentation) {
    const cutout = presentation === 'cutout-portrait';
    const take = await presentedCard('esp-dni-2', presentation, 5, {
      cutoutFace: (await filmedFace('impostor')).png,
    });
    const operation = await videoOperation(server(), `${presentation}@example.com`);
    const { video, verdict } = await identifyWithCard(server(), operation, {
      person: cutout ? 'impostor' : 'holder',
      front: 'esp-dni-2',
      back: 'esp-dni-2',
      liveness: 'moves',
      presented: take,
    });
    return { video, verdict: verdict as unknown as TVerdict };
  }

  it('passes the holder tilting their own card, and records each look', async () => {
    const { video, verdict } = await present('genuine');
    expect(verdict).toMatchObject({ status: 'PASSED', failures: [] });
    expect(verdict.checks).toContainEqual(
      expect.objectContaining({ check: 'DOCUMENT_PRESENCE', outcome: 'PASSED', required: true }),
    );
    const events = await listEvidence(server().platform.database.db, {
      subjectType: 'identification',
      subjectId: video,
    });
    const looks = events.filter(
      (event) => event.type === 'identification.document_presence_checked',
    );
    expect(looks).toHaveLength(1);
    expect(looks[0]?.data).toMatchObject({
      genuine: true,
      findings: [],
      doubts: [],
      standing: { findings: [], doubts: [] },
    });
  }, 120_000);

  // Through the whole flow: one attack the screen check finds, and the cutout, whose
  // portrait is the attacker's face (the face matches; only the card fails). Every attack
  // is judged for its own finding on the vision engine (document-presence.test.ts), and
  // each finding's failure named by the verdict (judge-identification.test.ts).
  for (const presentation of THROUGH_THE_FLOW) {
    const reason = REASON[presentation];
    it(`fails the card ${presentation}: ${reason}`, async () => {
      const { verdict } = await present(presentation);
      expect(verdict.status).toBe('FAILED');
      expect(verdict.failures).toContain(reason);
      // The face answered the challenges and matches the portrait shown: only the card fails.
      expect(verdict.failures).not.toContain('FACE_MISMATCH');
      expect(verdict.checks).toContainEqual(
        expect.objectContaining({ check: 'DOCUMENT_PRESENCE', outcome: 'FAILED', required: true }),
      );
    }, 120_000);
  }
});
