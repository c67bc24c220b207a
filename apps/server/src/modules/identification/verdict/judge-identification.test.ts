import type {
  TIcarOcr,
  TIdentificationFailure,
  TIdentificationPolicy,
  TIdentificationReviewReason,
  TRecordingSummary,
} from '@confirma/contracts/identification';
import { IDENTIFICATION_FAILURES } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import type { TExtracted, TIdentificationRow } from '../identification.types.ts';
import { judgeIdentification } from './judge-identification.ts';

const ocr: TIcarOcr = {
  icarName: 'CARMEN',
  icarLastName: 'GARCIA',
  icarNif: '12345678Z',
  icarExpirationDate: '2031-01-01',
  icarDocType: 'ID',
  icarBirthDate: '1980-01-01',
  icarSex: 'F',
  icarAddress: null,
  icarNationality: 'ESP',
  icarDocNumber: 'CKL304871',
  icarIssuingState: 'ESP',
  mrzValid: true,
};

const blink = (passed: boolean) => ({
  index: 0,
  kind: 'BLINK' as const,
  passed,
  score: passed ? 0.5 : 0.01,
  attempts: 1,
});
/** A colour sequence answered after the movements: `passed`, on its first try or its last. */
const colours = (passed: boolean): NonNullable<TExtracted['colour']> => ({
  colours: ['RED', 'CYAN', 'GREEN', 'MAGENTA', 'BLUE'],
  stepMs: 500,
  openedAt: '2025-06-01T10:00:00.000Z',
  windowSeconds: 60,
  attempts: passed ? 1 : 3,
  passed,
  score: passed ? 0.97 : 0.12,
});
const consistent = {
  fields: { lastName: 'match', birthDate: 'match', idNumber: 'match' } as const,
  matched: 3,
  mismatched: 0,
  consistent: true,
};

/** A card identification with every stage done, its face matched, and `extracted` on top. */
function doneCard(extracted: TExtracted = {}): TIdentificationRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    operationId: '00000000-0000-4000-8000-000000000002',
    signerId: '00000000-0000-4000-8000-000000000003',
    sessionId: 'session',
    status: 'RECORDING',
    stage: 'DONE',
    faceEmbedding: null,
    burstEmbeddings: null,
    portraitEmbedding: null,
    faceScore: 0.9,
    matchScore: 0.6,
    frontConfidence: 0.9,
    backConfidence: 0.9,
    extracted: {
      document: 'ID_CARD',
      backOcr: ocr,
      liveness: { challenges: [blink(true)] },
      colour: colours(true),
      hologram: { detected: true, score: 0.9, attempts: 1 },
      documentPresence: { findings: [], doubts: [], looks: 2 },
      documentConsistency: consistent,
      ...extracted,
    },
    result: null,
    videoSha256: 'a'.repeat(64),
    videoSize: 1000,
    certificateSha256: null,
    createdAt: new Date(),
    startedAt: new Date(),
    completedAt: null,
    purgedAt: null,
    reuseEmbedding: null,
    documentNumber: null,
    reviewBy: null,
    reviewFourEyes: null,
    reviewPendingId: null,
  };
}

const DEFAULTS: TIdentificationPolicy = {
  faceMatch: 'REQUIRED',
  liveness: 'REQUIRED',
  hologram: 'REQUIRED',
  documentPresence: 'REQUIRED',
  consent: 'REQUIRED',
  colour: 'REQUIRED',
};
/** What the recording of a session that filmed every judged frame shows. */
const FILMED: TRecordingSummary = {
  durationMs: 60_000,
  sessionMs: 58_000,
  framesPosted: 30,
  framesFound: 30,
  personSamples: 20,
  personMatched: 20,
  challengesSeen: 2,
  challengesAnswered: 2,
  failures: [],
};
const options = {
  nif: '12345678Z',
  policy: DEFAULTS,
  antispoof: null,
  today: '2025-06-01',
  recording: FILMED,
};

type TCase = {
  name: string;
  row: TIdentificationRow;
  policy?: Partial<TIdentificationPolicy>;
  nif?: string;
  status: 'PASSED' | 'FAILED' | 'REVIEW';
  failures?: TIdentificationFailure[];
  review?: TIdentificationReviewReason[];
  /** What the recording showed, where not FILMED. */
  recording?: Partial<TRecordingSummary>;
  demo?: boolean;
};

const withRow = (change: Partial<TIdentificationRow>, extracted: TExtracted = {}) => ({
  ...doneCard(extracted),
  ...change,
});

/** Every verdict code, on the secure defaults unless the case relaxes a check. */
const CASES: TCase[] = [
  { name: 'a genuine card', row: doneCard(), status: 'PASSED' },
  {
    name: 'an impostor (face 0 %)',
    row: withRow({ matchScore: 0 }),
    status: 'FAILED',
    failures: ['FACE_MISMATCH'],
  },
  {
    name: 'a front with no portrait found',
    row: withRow({ matchScore: null }),
    status: 'FAILED',
    failures: ['NO_PORTRAIT'],
  },
  {
    name: 'a face just under the threshold',
    row: withRow({ matchScore: 0.27 }),
    status: 'REVIEW',
    review: ['FACE_BORDERLINE'],
  },
  {
    name: 'an impostor where the operation relaxed the face match',
    row: withRow({ matchScore: 0 }),
    policy: { faceMatch: 'REPORTED' },
    status: 'PASSED',
  },
  {
    name: 'a still photograph (liveness failed)',
    row: doneCard({ liveness: { challenges: [blink(false)] } }),
    status: 'FAILED',
    failures: ['LIVENESS_FAILED'],
  },
  {
    name: 'no liveness challenge at all',
    row: doneCard({ liveness: { challenges: [] } }),
    status: 'FAILED',
    failures: ['LIVENESS_FAILED'],
  },
  {
    name: 'a failed liveness the operation only reports',
    row: doneCard({ liveness: { challenges: [blink(false)] } }),
    policy: { liveness: 'REPORTED' },
    status: 'PASSED',
  },
  {
    name: 'a replay whose face did not follow the colours the screen showed',
    row: doneCard({ colour: colours(false) }),
    status: 'FAILED',
    failures: ['COLOUR_NOT_REFLECTED'],
  },
  {
    name: 'no colour sequence answered',
    row: doneCard({ colour: undefined }),
    status: 'FAILED',
    failures: ['COLOUR_NOT_REFLECTED'],
  },
  {
    name: 'a failed liveness: the screen stopped before the colours',
    row: doneCard({ liveness: { challenges: [blink(false)] }, colour: undefined }),
    status: 'FAILED',
    failures: ['LIVENESS_FAILED'],
  },
  {
    name: 'colours not followed where the operation turned the colour check off',
    row: doneCard({ colour: colours(false) }),
    policy: { colour: 'OFF' },
    status: 'PASSED',
  },
  {
    name: "a Spanish DNI's hologram not seen",
    row: doneCard({ hologram: { detected: false, score: 0.1, attempts: 3 } }),
    status: 'FAILED',
    failures: ['HOLOGRAM_FAILED'],
  },
  {
    name: "a Spanish DNI's hologram never tilted for",
    row: doneCard({ hologram: undefined }),
    status: 'FAILED',
    failures: ['HOLOGRAM_FAILED'],
  },
  {
    name: "another country's card whose hologram was not seen (reported)",
    row: doneCard({
      hologram: { detected: false, score: 0.1, attempts: 3 },
      backOcr: { ...ocr, icarIssuingState: 'PRT', icarNationality: 'PRT' },
    }),
    status: 'PASSED',
  },
  {
    name: "a DNI's hologram where the operation only reports it",
    row: doneCard({ hologram: { detected: false, score: 0.1, attempts: 3 } }),
    policy: { hologram: 'REPORTED' },
    status: 'PASSED',
  },
  {
    name: 'a card shown on a screen',
    row: doneCard({ documentPresence: { findings: ['SCREEN'], doubts: [], looks: 2 } }),
    status: 'FAILED',
    failures: ['DOCUMENT_SCREEN'],
  },
  {
    name: 'a printed or photocopied card',
    row: doneCard({ documentPresence: { findings: ['COPY'], doubts: [], looks: 2 } }),
    status: 'FAILED',
    failures: ['DOCUMENT_COPY'],
  },
  {
    name: 'a portrait laid on the card, and another card tilted for the hologram',
    row: doneCard({
      documentPresence: { findings: ['CUTOUT', 'OTHER_CARD'], doubts: [], looks: 2 },
    }),
    status: 'FAILED',
    failures: ['DOCUMENT_NOT_PRESENT'],
  },
  {
    name: 'a card the presence check doubted without refusing it',
    row: doneCard({ documentPresence: { findings: [], doubts: ['COPY'], looks: 1 } }),
    status: 'REVIEW',
    review: ['DOCUMENT_DOUBTED'],
  },
  {
    name: 'a card on a screen where the operation only reports the presence',
    row: doneCard({ documentPresence: { findings: ['SCREEN'], doubts: [], looks: 2 } }),
    policy: { documentPresence: 'REPORTED' },
    status: 'PASSED',
  },
  {
    name: "another person's back (mixed documents)",
    row: doneCard({
      documentConsistency: {
        fields: { lastName: 'mismatch', birthDate: 'mismatch', idNumber: 'match' },
        matched: 1,
        mismatched: 2,
        consistent: false,
      },
    }),
    status: 'FAILED',
    failures: ['DOCUMENT_MISMATCH'],
  },
  {
    name: 'sides that could not be compared',
    row: doneCard({ documentConsistency: null }),
    status: 'REVIEW',
    review: ['DOCUMENT_UNCONFIRMED'],
  },
  {
    name: 'an MRZ failing its check digits',
    row: doneCard({ backOcr: { ...ocr, mrzValid: false } }),
    status: 'FAILED',
    failures: ['MRZ_INVALID'],
  },
  {
    name: 'an expired document',
    row: doneCard({ backOcr: { ...ocr, icarExpirationDate: '2024-12-31' } }),
    status: 'FAILED',
    failures: ['DOCUMENT_EXPIRED'],
  },
  {
    name: 'a document number other than the one given',
    row: doneCard(),
    nif: '87654321X',
    status: 'FAILED',
    failures: ['DATA_MISMATCH'],
  },
  {
    name: 'no document shown',
    row: withRow({ stage: 'FRONT', matchScore: null }, { backOcr: null }),
    status: 'FAILED',
    failures: ['NO_DOCUMENT'],
  },
  {
    name: 'no back shown',
    row: withRow({ stage: 'BACK' }, { backOcr: null }),
    status: 'FAILED',
    failures: ['NO_BACK'],
  },
  {
    name: 'no face shown',
    row: withRow({ stage: 'FACE', matchScore: null }, { backOcr: null }),
    status: 'FAILED',
    failures: ['NO_FACE'],
  },
  {
    name: 'no video',
    row: withRow({ videoSha256: null }),
    status: 'FAILED',
    failures: ['NO_VIDEO'],
  },
  ...IDENTIFICATION_FAILURES.filter((code) => code.startsWith('VIDEO_')).map((code) => ({
    name: `a recording that does not hold the session (${code})`,
    row: doneCard(),
    status: 'FAILED' as const,
    failures: [code],
    recording: { failures: [code], framesFound: 12 },
  })),
  {
    name: 'a public demo: nobody reviews, so a REVIEW is not passed',
    row: withRow({ matchScore: 0.27 }),
    demo: true,
    status: 'FAILED',
    failures: ['NOT_REVIEWED'],
    review: ['FACE_BORDERLINE'],
  },
];

describe('judgeIdentification: every verdict code', () => {
  it.each(CASES)(
    '$name: $status',
    ({ row, policy, nif, status, failures = [], review = [], recording, demo }) => {
      const result = judgeIdentification(row, {
        ...options,
        demo,
        nif: nif ?? options.nif,
        policy: { ...DEFAULTS, ...policy },
        recording: { ...FILMED, ...recording },
      });
      expect(result.status).toBe(status);
      expect(result.failures).toEqual(failures);
      expect(result.reviewReasons).toEqual(review);
      expect(result.checks.map((check) => check.check)).toEqual([
        'FACE_MATCH',
        'LIVENESS',
        'COLOUR',
        'RECORDING',
        'HOLOGRAM',
        'DOCUMENT_PRESENCE',
        'DOCUMENT_CONSISTENCY',
        'MRZ',
        'EXPIRY',
        'DATA',
      ]);
    },
  );

  it('covers every failure code', () => {
    const seen = new Set(CASES.flatMap((one) => one.failures ?? []));
    expect([...IDENTIFICATION_FAILURES].filter((code) => !seen.has(code))).toEqual([]);
  });

  it('counts the recording always: the frames found against those judged', () => {
    const filmed = judgeIdentification(doneCard(), options);
    expect(filmed.checks.find((check) => check.check === 'RECORDING')).toEqual({
      check: 'RECORDING',
      outcome: 'PASSED',
      required: true,
      score: 30,
      threshold: 30,
    });
    expect(filmed.recording).toEqual(FILMED);
    const relaxed = judgeIdentification(doneCard(), {
      ...options,
      policy: { ...DEFAULTS, faceMatch: 'REPORTED', liveness: 'OFF' },
      recording: { ...FILMED, failures: ['VIDEO_OTHER_PERSON'] },
    });
    expect(relaxed).toMatchObject({ status: 'FAILED', failures: ['VIDEO_OTHER_PERSON'] });
    const unfilmed = judgeIdentification(withRow({ videoSha256: null }), options);
    expect(unfilmed.checks.find((check) => check.check === 'RECORDING')?.outcome).toBe('NOT_RUN');
    expect(unfilmed.recording).toBeNull();
  });

  it('lists each check with its outcome, whether it counted, its score and threshold', () => {
    const impostor = judgeIdentification(withRow({ matchScore: 0.1 }), {
      ...options,
      policy: { ...DEFAULTS, faceMatch: 'REPORTED' },
    });
    expect(impostor.checks[0]).toEqual({
      check: 'FACE_MATCH',
      outcome: 'FAILED',
      required: false,
      score: 0.1,
      threshold: 0.3,
    });
    expect(impostor.faceMatch).toMatchObject({ passed: false, blocking: false });
    expect(impostor.policy.faceMatch).toBe('REPORTED');
    const mixed = CASES.find((one) => one.failures?.includes('DOCUMENT_MISMATCH'));
    if (!mixed) throw new Error('no mixed-document case');
    expect(
      judgeIdentification(mixed.row, options).checks.find(
        (check) => check.check === 'DOCUMENT_CONSISTENCY',
      ),
    ).toEqual({
      check: 'DOCUMENT_CONSISTENCY',
      outcome: 'FAILED',
      required: true,
      score: 1,
      threshold: 2,
    });
  });
});

describe('judgeIdentification: the colour sequence', () => {
  const colourCheck = (row: TIdentificationRow, policy: Partial<TIdentificationPolicy> = {}) =>
    judgeIdentification(row, { ...options, policy: { ...DEFAULTS, ...policy } }).checks.find(
      (check) => check.check === 'COLOUR',
    );

  it('scores the best try against the pass score, required by default', () => {
    expect(colourCheck(doneCard())).toEqual({
      check: 'COLOUR',
      outcome: 'PASSED',
      required: true,
      score: 0.97,
      threshold: 0.5,
    });
    expect(colourCheck(doneCard({ colour: colours(false) }))).toMatchObject({
      outcome: 'FAILED',
      score: 0.12,
    });
  });

  it('is not run where it is off and was not tried, and reported where tried', () => {
    expect(colourCheck(doneCard({ colour: undefined }), { colour: 'OFF' })).toEqual({
      check: 'COLOUR',
      outcome: 'NOT_RUN',
      required: false,
      score: null,
      threshold: null,
    });
    expect(colourCheck(doneCard({ colour: colours(false) }), { colour: 'OFF' })).toMatchObject({
      outcome: 'FAILED',
      required: false,
    });
  });
});

describe('judgeIdentification: the hologram', () => {
  it("requires a Spanish DNI's hologram by default; it reports one the operation relaxed", () => {
    const unseen = doneCard({ hologram: { detected: false, score: 0.1, attempts: 3 } });
    expect(judgeIdentification(unseen, options)).toMatchObject({
      status: 'FAILED',
      failures: ['HOLOGRAM_FAILED'],
      hologram: { passed: false, confidence: 0.1, threshold: 0.75, required: true },
    });
    const reported = { ...options, policy: { ...DEFAULTS, hologram: 'REPORTED' as const } };
    expect(judgeIdentification(unseen, reported)).toMatchObject({
      status: 'PASSED',
      failures: [],
      hologram: { passed: false, required: false },
    });
    const outcome = (row: TIdentificationRow, opts: typeof options) =>
      judgeIdentification(row, opts).checks.find((check) => check.check === 'HOLOGRAM')?.outcome;
    expect(outcome(unseen, reported)).toBe('FAILED');
    // No burst sent: not run where it is only reported; not seen where it is required.
    const untried = doneCard({ hologram: undefined });
    expect(outcome(untried, reported)).toBe('NOT_RUN');
    expect(outcome(untried, options)).toBe('FAILED');
  });

  it('passes a required hologram that was seen; a passport has none to require', () => {
    const required = { ...options, policy: { ...DEFAULTS, hologram: 'REQUIRED' as const } };
    const seen = doneCard({ hologram: { detected: true, score: 1, attempts: 1 } });
    expect(judgeIdentification(seen, required)).toMatchObject({
      status: 'PASSED',
      hologram: { passed: true, confidence: 1, required: true },
    });
    const passport = doneCard({ document: 'PASSPORT', backOcr: null, passportOcr: ocr });
    expect(judgeIdentification(passport, required)).toMatchObject({
      status: 'PASSED',
      hologram: null,
      failures: [],
    });
  });
});
