import type { TIdentificationResultResponse } from '@confirma/contracts/identification';
import type { TReviewCase, TReviewQueueItem } from '@confirma/contracts/review';
import type { TReviewDecisionRecord } from '@confirma/contracts/review-decision';

/** Ids of the fixtures: case n (an identification's videoUuid) and its operation. */
export const caseId = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const operationId = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The reviewer signed in (the session's user) and another one. */
export const ME = 'reviewer-1';
export const OTHER_REVIEWER = 'reviewer-2';

const base = (id: string) => `/api/review/identifications/${id}`;

/** A verdict sent to review: the face just under the threshold, the hologram not seen. */
export function reviewVerdict(id = caseId(1)): TIdentificationResultResponse {
  return {
    videoUuid: id,
    status: 'REVIEW',
    document: 'ID_CARD',
    faceMatch: { similarity: 0.27, threshold: 0.3, passed: false, blocking: true },
    liveness: {
      passed: true,
      antispoof: 0.42,
      challenges: [
        { kind: 'TURN_LEFT', passed: true },
        { kind: 'BLINK', passed: true },
      ],
      required: true,
    },
    hologram: { passed: false, confidence: null, threshold: 0.75, required: false },
    mrzValid: true,
    nifMatches: true,
    documentConsistency: {
      fields: { lastName: 'match', birthDate: 'match', sex: 'unread', documentNumber: 'mismatch' },
      matched: 2,
      mismatched: 1,
      consistent: false,
    },
    blocked: false,
    failures: [],
    reviewReasons: ['FACE_BORDERLINE', 'RISK_HOLOGRAM_NOT_SEEN'],
    policy: { faceMatch: 'REQUIRED', liveness: 'REQUIRED', hologram: 'REPORTED' },
    checks: [
      { check: 'FACE_MATCH', outcome: 'REVIEW', required: true, score: 0.27, threshold: 0.3 },
      { check: 'LIVENESS', outcome: 'PASSED', required: true, score: 2, threshold: 2 },
      { check: 'HOLOGRAM', outcome: 'FAILED', required: false, score: null, threshold: 0.75 },
    ],
    riskSignals: [{ code: 'RISK_HOLOGRAM_NOT_SEEN', score: null, threshold: null }],
  };
}

/** A decision on case n by `userId`. */
export function decisionRecord(patch: Partial<TReviewDecisionRecord> = {}): TReviewDecisionRecord {
  return {
    id: 'decision-1',
    stage: 'FIRST',
    decision: 'APPROVE',
    reviewer: { role: 'platform_reviewer', userId: OTHER_REVIEWER },
    reason: 'Same face, the card is genuine and the data agree.',
    checklist: { samePerson: true, documentPresent: true, dataConsistent: true },
    at: '2030-03-01T10:30:00.000Z',
    ...patch,
  };
}

/** Case n in the queue: Inmobiliaria Sol's signer, waiting 75 minutes, due in 165. */
export function queueItem(n: number, patch: Partial<TReviewQueueItem> = {}): TReviewQueueItem {
  return {
    id: caseId(n),
    account: { userId: 'owner-1', name: 'Inmobiliaria Sol SL', email: 'sol@example.com' },
    operation: {
      id: operationId(n),
      signatureType: 'VIDEO_1PASO_OTP',
      createdAt: '2030-03-01T09:00:00.000Z',
    },
    since: '2030-03-01T09:15:00.000Z',
    ageMinutes: 75,
    dueAt: '2030-03-01T13:15:00.000Z',
    overdue: false,
    reviewReasons: ['FACE_BORDERLINE', 'RISK_HOLOGRAM_NOT_SEEN'],
    riskSignals: [{ code: 'RISK_HOLOGRAM_NOT_SEEN', score: null, threshold: null }],
    decidedBy: 'PLATFORM',
    fourEyes: false,
    awaitingSecond: false,
    pending: null,
    ...patch,
  };
}

/** Case n side by side: a Spanish ID card, two bursts, a recording and its timeline. */
export function reviewCase(n = 1, patch: Partial<TReviewCase> = {}): TReviewCase {
  const id = caseId(n);
  return {
    ...queueItem(n),
    status: 'REVIEW',
    signer: { name: 'Ana Ruiz', nif: '12345678Z', language: 'es' },
    purged: false,
    images: {
      portrait: `${base(id)}/images/portrait`,
      selfie: `${base(id)}/images/selfie`,
      front: `${base(id)}/images/front`,
      hologram: null,
      back: `${base(id)}/images/back`,
      passport: null,
      passportMrz: null,
    },
    bursts: [
      {
        challengeIndex: 0,
        kind: 'TURN_LEFT',
        attempt: 1,
        passed: true,
        receivedAt: '2030-03-01T09:10:05.000Z',
        videoMs: 5200,
        frames: [1, 2, 3].map((f) => `${base(id)}/frames/ffffffff-0000-4000-8000-00000000000${f}`),
      },
      {
        challengeIndex: 1,
        kind: 'BLINK',
        attempt: 1,
        passed: false,
        receivedAt: '2030-03-01T09:10:09.000Z',
        videoMs: 9100,
        frames: [`${base(id)}/frames/ffffffff-0000-4000-8000-000000000004`],
      },
    ],
    video: {
      url: `${base(id)}/video`,
      sha256: 'a1'.repeat(32),
      size: 1_200_000,
      durationMs: 42_000,
    },
    timeline: [
      entry('SESSION_START', 0),
      { ...entry('CHALLENGE', 3000), endMs: 8000, challenge: { index: 0, kind: 'TURN_LEFT' } },
      { ...entry('BURST', 5200), challenge: { index: 0, kind: 'TURN_LEFT' }, passed: true },
      { ...entry('COLOUR', 12_000), endMs: 14_000 },
      { ...entry('CAPTURE', 20_500), capture: 'DNIFRONT' },
      { ...entry('VIDEO_END', 42_000) },
    ],
    document: {
      kind: 'ID_CARD',
      front: null,
      back: null,
      passport: null,
      consistency: reviewVerdict(id).documentConsistency,
      fields: [
        { field: 'lastName', printed: 'RUIZ', mrz: 'RUIZ', outcome: 'match' },
        { field: 'documentNumber', printed: 'BAA000589', mrz: 'BAA000580', outcome: 'mismatch' },
        { field: 'sex', printed: null, mrz: 'F', outcome: 'unread' },
      ],
      presence: { findings: [], doubts: ['COPY'], looks: 2 },
    },
    result: reviewVerdict(id),
    attempts: [
      {
        videoUuid: caseId(90 + n),
        status: 'FAILED',
        createdAt: '2030-03-01T08:50:00.000Z',
        completedAt: '2030-03-01T08:55:00.000Z',
        failures: ['FACE_MISMATCH'],
        reviewReasons: [],
      },
      {
        videoUuid: id,
        status: 'REVIEW',
        createdAt: '2030-03-01T09:10:00.000Z',
        completedAt: '2030-03-01T09:15:00.000Z',
        failures: [],
        reviewReasons: ['FACE_BORDERLINE'],
      },
    ],
    decisions: [],
    ...patch,
  };
}

function entry(kind: TReviewCase['timeline'][number]['kind'], videoMs: number) {
  return {
    kind,
    at: new Date(Date.parse('2030-03-01T09:10:00.000Z') + videoMs).toISOString(),
    videoMs,
    endMs: null,
    challenge: null,
    capture: null,
    passed: null,
  };
}
