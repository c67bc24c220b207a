// @vitest-environment jsdom
import type { TColourSequence } from '@confirma/contracts/identification';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { textsIn } from '../../../testing/switch-language';
import { colourCss, NEUTRAL_CSS, runColourStage } from '../hooks/run-colour-stage';
import { ColourLight } from './colour-light';

/**
 * The capture's colour stage as the page runs it: the screen filled with white, then each
 * colour of the server's sequence, a frame taken while each shows, the frames posted; the
 * camera stands in (its frame says which colour filled the screen when it was taken).
 */
const shown: { colour: string | null } = { colour: null };
vi.mock('../hooks/camera', () => ({
  videoReady: () => true,
  grabFrame: async () => `frame-${shown.colour}`,
  wait: () => Promise.resolve(),
}));

const OP = 'a644af18-9f23-4e0b-843b-a300448590ba';
const COLOURS = `POST /api/v2/detection/colours/${OP}`;
const flows = textsIn('flows');
strictDomTests();

const sequence = (colours: TColourSequence['colours'], attemptsLeft = 3): TColourSequence => ({
  colours,
  stepMs: 500,
  closesAt: '2026-11-29T20:00:00.000Z',
  passed: false,
  attemptsLeft,
});

/** The stage run with the page's colour light; resolves with what the stage resolved. */
function Stage({
  issued,
  onDone,
  onShow,
}: {
  issued: TColourSequence;
  onDone: (passed: boolean) => void;
  onShow: (colour: string | null) => void;
}) {
  const [colour, setColour] = useState<string | null>(null);
  useEffect(() => {
    void runColourStage(OP, issued, {
      video: () => null,
      signal: new AbortController().signal,
      show: (next) => {
        shown.colour = next;
        onShow(next);
        setColour(next);
      },
      onTry: () => {},
      onMiss: () => {},
    }).then(onDone);
  }, [issued, onDone, onShow]);
  return <ColourLight colour={colour} />;
}

async function run(issued: TColourSequence) {
  const seen: (string | null)[] = [];
  let done: (passed: boolean) => void = () => {};
  const finished = new Promise<boolean>((resolve) => {
    done = resolve;
  });
  renderWithProviders(<Stage issued={issued} onDone={done} onShow={(c) => seen.push(c)} />);
  const passed = await act(() => finished);
  return { passed, seen };
}

describe('the colour stage', () => {
  it('fills the screen with white, then each colour, and posts a frame taken in each', async () => {
    const fake = fakeFetch({
      [COLOURS]: () => json(200, { passed: true, score: 0.96, matched: 5, steps: 5, next: null }),
    });
    const issued = sequence(['RED', 'CYAN', 'GREEN', 'MAGENTA', 'BLUE']);
    const { passed, seen } = await run(issued);
    expect(passed).toBe(true);
    const order = issued.colours.map(colourCss);
    expect(seen).toEqual([NEUTRAL_CSS, ...order, null]);
    const [call] = fake.calls;
    expect(call?.body).toEqual({
      neutral: `frame-${NEUTRAL_CSS}`,
      steps: order.map((css) => `frame-${css}`),
    });
    // The page is given back once the frames are taken.
    expect(screen.queryByTestId('colour-light')).toBeNull();
  });

  it('shows the next sequence the server drew after a try it did not pass', async () => {
    const next = sequence(['YELLOW', 'BLUE', 'RED', 'GREEN', 'CYAN'], 2);
    let tries = 0;
    const fake = fakeFetch({
      [COLOURS]: () => {
        tries += 1;
        return tries === 1
          ? json(200, { passed: false, score: 0.1, matched: 1, steps: 5, next })
          : json(200, { passed: true, score: 0.9, matched: 5, steps: 5, next: null });
      },
    });
    const { passed, seen } = await run(sequence(['RED', 'GREEN', 'BLUE', 'RED', 'GREEN']));
    expect(passed).toBe(true);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.body).toMatchObject({
      steps: next.colours.map((colour) => `frame-${colourCss(colour)}`),
    });
    expect(seen.filter((colour) => colour === NEUTRAL_CSS)).toHaveLength(2);
  });

  it('is not passed once its window closed on the server’s clock, nor after the last try', async () => {
    fakeFetch({ [COLOURS]: () => problem('CHALLENGE_EXPIRED') });
    expect((await run(sequence(['RED', 'GREEN', 'BLUE', 'RED', 'GREEN']))).passed).toBe(false);
    fakeFetch({
      [COLOURS]: () => json(200, { passed: false, score: 0.1, matched: 0, steps: 5, next: null }),
    });
    expect((await run(sequence(['RED', 'GREEN', 'BLUE', 'RED', 'GREEN'], 1))).passed).toBe(false);
  });

  it('says what to do over the colour, in the page’s language', () => {
    renderWithProviders(<ColourLight colour="rgb(255, 0, 0)" />);
    const light = screen.getByTestId('colour-light');
    expect(light.dataset.colour).toBe('rgb(255, 0, 0)');
    expect(light.textContent).toBe(flows('es', 'identificationSignature.colourLight'));
  });
});
