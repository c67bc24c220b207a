import { describe, expect, it } from 'vitest';
import { withPresenceLook } from './document-presence.ts';

const clear = { findings: [], doubts: [] };

describe('the document presence looks kept for the verdict', () => {
  it('keeps a screen or a cut-out refused once, whatever the later looks saw', () => {
    const first = withPresenceLook(undefined, { findings: ['SCREEN'], doubts: [] });
    expect(first).toMatchObject({ findings: ['SCREEN'], doubts: [], looks: 1 });
    const second = withPresenceLook(first, { findings: ['CUTOUT'], doubts: [] });
    expect(second.findings).toEqual(['SCREEN', 'CUTOUT']);
    expect(withPresenceLook(second, clear)).toMatchObject({
      findings: ['SCREEN', 'CUTOUT'],
      doubts: [],
      looks: 3,
    });
  });

  it('keeps a copy or another card only while every look saw it', () => {
    const copy = withPresenceLook(undefined, { findings: ['COPY', 'OTHER_CARD'], doubts: [] });
    expect(copy.findings).toEqual(['COPY', 'OTHER_CARD']);
    const again = withPresenceLook(copy, { findings: ['COPY'], doubts: ['OTHER_CARD'] });
    expect(again).toMatchObject({ findings: ['COPY'], doubts: ['OTHER_CARD'] });
    // One burst tilted well enough to show the card's colours changing clears it.
    expect(withPresenceLook(again, clear)).toMatchObject({ findings: [], doubts: [], looks: 3 });
  });

  it('keeps a doubt as a doubt, and a refusal of the same finding over it', () => {
    const doubted = withPresenceLook(undefined, { findings: [], doubts: ['SCREEN', 'COPY'] });
    expect(doubted).toMatchObject({ findings: [], doubts: ['SCREEN', 'COPY'] });
    const refused = withPresenceLook(doubted, { findings: ['SCREEN'], doubts: ['COPY'] });
    expect(refused).toMatchObject({ findings: ['SCREEN'], doubts: ['COPY'] });
    // A copy refused in one look and doubted in the other: every look suspected it.
    expect(withPresenceLook(refused, { findings: ['COPY'], doubts: [] })).toMatchObject({
      findings: ['SCREEN'],
      doubts: ['COPY'],
    });
  });
});
