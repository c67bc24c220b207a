import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_PAD_REFUSAL,
  DOCUMENT_PAD_THRESHOLDS,
  documentPadDecision,
} from './document-pad-decision.ts';
import type { TDocumentPresenceMeasures } from './document-presence.ts';

const T = DOCUMENT_PAD_THRESHOLDS;

/** What a bona fide take of 8 frames measures: every measure well inside its threshold. */
const bonaFide: TDocumentPresenceMeasures = {
  cardFrames: 8,
  frontFound: true,
  moire: T.moire / 2,
  grid: T.grid / 2,
  bezel: 0,
  colourChange: T.colourChange * 3,
  lightChange: 0.05,
  colourSpread: T.colourSpread * 3,
  portraitSlide: 0.2,
  sameCard: 0.9,
};

describe('the document presentation-attack decision', () => {
  it('passes a bona fide take', () => {
    expect(documentPadDecision(bonaFide, 8)).toEqual({ genuine: true, findings: [], doubts: [] });
  });

  it('doubts a measure past its threshold and refuses it past the refusal', () => {
    const between = { ...bonaFide, moire: (T.moire + DOCUMENT_PAD_REFUSAL.moire) / 2 };
    expect(documentPadDecision(between, 8)).toEqual({
      genuine: false,
      findings: [],
      doubts: ['SCREEN'],
    });
    const past = { ...between, colourChange: DOCUMENT_PAD_REFUSAL.colourChange / 2 };
    expect(documentPadDecision({ ...past, moire: 3 * T.moire }, 8)).toEqual({
      genuine: false,
      findings: ['SCREEN', 'COPY'],
      doubts: [],
    });
    // A measure a card must reach, under its threshold but not half of it: a doubt.
    expect(documentPadDecision({ ...bonaFide, sameCard: 0.8 * T.sameCard }, 8).doubts).toEqual([
      'OTHER_CARD',
    ]);
  });

  it('only doubts a burst that shows no card, and judges nothing else on it', () => {
    const hidden = { ...bonaFide, cardFrames: 3, colourChange: 0, portraitSlide: 9 };
    expect(documentPadDecision(hidden, 8)).toEqual({
      genuine: false,
      findings: [],
      doubts: ['OTHER_CARD'],
    });
    // A screen is seen whether or not the card was.
    expect(documentPadDecision({ ...hidden, bezel: 1 }, 8).findings).toEqual(['SCREEN']);
  });
});
