// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';

// jsdom has neither workers nor layout: the shared pdf.js worker is started when the
// viewer's module loads, and the viewer's box is what a ResizeObserver reports.
const BOX = { width: 358, height: 600 };
vi.hoisted(() => {
  globalThis.Worker = class {
    terminate() {}
  } as unknown as typeof Worker;
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width: 358, height: 600 } as DOMRectReadOnly;
      this.callback([{ target, contentRect } as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// pdf.js draws on a canvas, which jsdom has not: react-pdf's Document reports a document
// of PAGES A4 pages and each Page reports itself drawn. What is tested is the viewer.
const PAGES = 12;
/** Whether each render of a page asked for its text layer, by page number. */
const textLayers = vi.hoisted(() => new Map<number, boolean[]>());
vi.mock('react-pdf', () => {
  const page = { getViewport: () => ({ width: 595, height: 842 }) };
  const pdf = { numPages: 12, getPage: () => Promise.resolve(page) };
  return {
    pdfjs: { PDFWorker: { create: () => ({}) } },
    Document: ({
      children,
      onLoadSuccess,
    }: {
      children: ReactNode;
      onLoadSuccess?: (loaded: typeof pdf) => void;
    }) => {
      const loaded = useRef(false);
      useEffect(() => {
        if (loaded.current) return;
        loaded.current = true;
        onLoadSuccess?.(pdf);
      });
      return <div>{children}</div>;
    },
    Page: ({
      pageNumber,
      width,
      renderTextLayer,
      onRenderSuccess,
    }: {
      pageNumber: number;
      width: number;
      renderTextLayer?: boolean;
      onRenderSuccess?: () => void;
    }) => {
      textLayers.set(pageNumber, [...(textLayers.get(pageNumber) ?? []), renderTextLayer ?? true]);
      const drawn = useRef(false);
      useEffect(() => {
        if (drawn.current) return;
        drawn.current = true;
        onRenderSuccess?.();
      });
      return <div data-testid="drawn" data-number={pageNumber} data-width={width} />;
    },
  };
});

const { PdfViewer } = await import('./pdf-viewer');

const t = textsIn('flows');
const FIT = BOX.width - 16;
const RATIO = 842 / 595;

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    run(0);
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
restoreSpanishAfterAll();

function renderViewer() {
  const onLoaded = vi.fn();
  renderWithProviders(
    <PdfViewer data={new Uint8Array(8)} label="Documento" errorText="x" onLoaded={onLoaded} />,
  );
  const scroller = screen.getByTestId('pdf-scroller');
  const pageBox = (number: number) =>
    screen.getByTestId('pdf-viewer').querySelector(`[data-page="${number}"]`) as HTMLElement;
  const drawn = () => screen.queryAllByTestId('drawn').map((page) => Number(page.dataset.number));
  const zoom = () => screen.getByTestId('pdf-zoom').textContent;
  const pageShown = () => (screen.getByTestId('pdf-page-input') as HTMLInputElement).value;
  const scrollTo = (top: number) => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  };
  return { onLoaded, scroller, pageBox, drawn, zoom, pageShown, scrollTo };
}

/** A touch event with its touches, as a browser sends it (jsdom has no Touch). */
function touch(target: Element, type: string, points: [number, number][]) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const touches = points.map(([clientX, clientY]) => ({ clientX, clientY }));
  Object.defineProperty(event, 'touches', { value: touches });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

describe.each(['es', 'en', 'it'] as const)('the PDF viewer in %s', (lang) => {
  it('fits the page to the width, zooms with its buttons and says the page count', async () => {
    await switchLanguage(lang);
    const { onLoaded, pageBox, zoom, pageShown } = renderViewer();
    const toolbar = await screen.findByRole('toolbar', { name: t(lang, 'viewer.toolbar') });
    expect(onLoaded).toHaveBeenCalledWith(PAGES);
    expect(pageShown()).toBe('1');
    expect(within(toolbar).getByTestId('pdf-page-count').textContent).toBe(`/ ${PAGES}`);
    expect(
      within(toolbar).getByRole('textbox', { name: t(lang, 'viewer.pageOf', { pages: PAGES }) }),
    ).toBeDefined();
    expect(zoom()).toBe('100%');
    await waitFor(() => expect(pageBox(1).style.width).toBe(`${FIT}px`));
    expect(Number.parseFloat(pageBox(1).style.height)).toBeCloseTo(FIT * RATIO);

    const button = (key: string) => within(toolbar).getByRole('button', { name: t(lang, key) });
    expect(button('viewer.fitWidth')).toHaveProperty('disabled', true);
    fireEvent.click(button('viewer.zoomIn'));
    fireEvent.click(button('viewer.zoomIn'));
    expect(zoom()).toBe('156%');
    expect(Number.parseFloat(pageBox(1).style.width)).toBeCloseTo(FIT * 1.5625);
    fireEvent.click(button('viewer.zoomOut'));
    expect(zoom()).toBe('125%');
    fireEvent.click(button('viewer.fitWidth'));
    expect(zoom()).toBe('100%');
    expect(pageBox(1).style.width).toBe(`${FIT}px`);
  });
});

describe('the PDF viewer', () => {
  it('draws the first page before laying out its selectable text', async () => {
    textLayers.clear();
    renderViewer();
    await screen.findAllByTestId('drawn');
    await waitFor(() => expect(textLayers.get(1)?.at(-1)).toBe(true));
    expect(textLayers.get(1)?.[0]).toBe(false);
  });

  it('draws only the pages near the view, follows the scroll and jumps to a page', async () => {
    const { drawn, pageShown, scrollTo, scroller } = renderViewer();
    await screen.findByRole('toolbar');
    // 600 px of view, pages of about 484 px: the first three pages, not twelve.
    await waitFor(() => expect(drawn()).toEqual([1, 2, 3]));
    const page = FIT * RATIO + 8;

    scrollTo(page * 5);
    expect(pageShown()).toBe('6');
    expect(drawn()).toEqual([4, 5, 6, 7, 8]);

    const input = screen.getByTestId('pdf-page-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '11' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(scroller.scrollTop).toBeCloseTo(page * 10);
    expect(pageShown()).toBe('11');
    expect(drawn()).toContain(11);
    expect(drawn()).not.toContain(1);

    // Past the end, the last page; at the end of the document, the last page is read.
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(pageShown()).toBe('12');
  });

  it('zooms with a two-finger pinch around its centre, and lets one finger scroll', async () => {
    const { scroller, zoom, pageBox } = renderViewer();
    await screen.findByRole('toolbar');
    const content = pageBox(1).parentElement as HTMLElement;

    expect(touch(scroller, 'touchstart', [[100, 100]]).defaultPrevented).toBe(false);
    expect(touch(scroller, 'touchmove', [[100, 160]]).defaultPrevented).toBe(false);
    touch(scroller, 'touchend', []);
    expect(zoom()).toBe('100%');

    touch(scroller, 'touchstart', [
      [150, 300],
      [200, 300],
    ]);
    const move = touch(scroller, 'touchmove', [
      [125, 300],
      [225, 300],
    ]);
    expect(move.defaultPrevented).toBe(true);
    // While the fingers move, a cheap transform; the pages are drawn again at the end.
    expect(content.style.transform).toBe('scale(2)');
    expect(zoom()).toBe('100%');
    touch(scroller, 'touchend', [[125, 300]]);
    expect(zoom()).toBe('200%');
    expect(content.style.transform).toBe('');
    expect(Number.parseFloat(pageBox(1).style.width)).toBeCloseTo(FIT * 2);
  });

  it('zooms with Ctrl + wheel (a trackpad’s pinch) once the wheel settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { scroller, zoom } = renderViewer();
      await vi.waitFor(() => expect(screen.getByRole('toolbar')).toBeDefined());
      const wheel = (deltaY: number, ctrlKey: boolean) => {
        const event = new WheelEvent('wheel', { deltaY, ctrlKey, bubbles: true, cancelable: true });
        act(() => {
          scroller.dispatchEvent(event);
        });
        return event;
      };
      expect(wheel(100, false).defaultPrevented).toBe(false);
      expect(wheel(-100, true).defaultPrevented).toBe(true);
      wheel(-100, true);
      expect(zoom()).toBe('100%');
      act(() => vi.advanceTimersByTime(200));
      expect(zoom()).toBe(`${Math.round(Math.exp(1) * 100)}%`);
    } finally {
      vi.useRealTimers();
    }
  });
});
