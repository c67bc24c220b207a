import type { TUnanchoredEvent } from './anchor-deadline.ts';

export type TChainProblem =
  | 'hash-mismatch'
  | 'broken-link'
  | 'sequence-gap'
  | 'anchor-mismatch'
  | 'anchor-invalid'
  | 'anchor-untrusted'
  | 'anchor-missing';

export interface TAnchorReport {
  seq: number;
  headHash: string;
  /** The stamp's time (ISO 8601) and the TSA's common name, as stored beside the token. */
  genTime: string;
  tsa: string;
  /** The DER TimeStampToken, base64. */
  token: string;
  valid: boolean;
  /** Read from a mirrored copy of the public anchor log, not from this database. */
  mirrored?: true;
}

/** An anchor of a mirrored copy of the public anchor log (GET /api/verify/anchors). */
export interface TMirroredAnchor {
  subject: string;
  seq: number;
  headHash: string;
  genTime: string;
  tsa: string;
  token: string;
}

/**
 * A chain checked against a mirrored copy of the anchor log: the copy's distinct anchors of
 * the subject, those that verify and that the database no longer holds (`missing`, each a
 * problem), and those that do not verify against the head they claim (`untrusted`, with
 * why: not evidence, so no problem of the chain).
 */
export interface TMirrorReport {
  anchors: number;
  missing: number;
  untrusted: { seq: number; reason: string }[];
}

export interface TChainReport {
  ok: boolean;
  events: number;
  /** Hash of the last event: quoted in the sealed certificate, it anchors the chain's end. */
  head: string | null;
  /**
   * Events 1..anchoredEvents are fixed by the newest valid time stamp: rewriting any of
   * them fails verification. Later events are covered by the hash chain alone.
   */
  anchoredEvents: number;
  /** The events after anchoredEvents, with when each was recorded: not anchored (yet). */
  unanchored: TUnanchoredEvent[];
  anchors: TAnchorReport[];
  problems: { seq: number; problem: TChainProblem }[];
  /** Null when no mirrored copy was given. */
  mirror: TMirrorReport | null;
}
