// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const PRODUCT = 'https://sign.example.com';

/** A message event as the browser delivers it to the host page. */
function deliver(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function mount(attributes: Record<string, string>, tag = 'confirma-signing') {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: [string, unknown][] = [];
  for (const type of ['ready', 'signed', 'error', 'identification-passed']) {
    element.addEventListener(`confirma:${type}`, (event) =>
      events.push([type, (event as CustomEvent).detail]),
    );
  }
  document.body.append(element);
  const frame = element.querySelector('iframe') as HTMLIFrameElement;
  return { element, frame, events };
}

describe('/embed.js', () => {
  beforeAll(() => {
    // The file the product serves (apps/web/public/embed.js), run as a page would.
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../public/embed.js'),
      'utf8',
    );
    new Function(source)();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("frames the product's embed page for the token, with camera, a title and the options", () => {
    const { frame } = mount({
      token: 'a.b.c',
      origin: PRODUCT,
      lang: 'en',
      'primary-color': '#AA3300',
    });
    const src = new URL(frame.src);
    expect(src.origin).toBe(PRODUCT);
    expect(src.pathname).toBe('/embed/signing');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      token: 'a.b.c',
      lang: 'en',
      primaryColor: '#AA3300',
    });
    expect(frame.getAttribute('allow')).toBe('camera; microphone');
    expect(frame.title).toBe('Confirma: signature');
    const identification = mount({ token: 't', origin: PRODUCT }, 'confirma-identification');
    expect(new URL(identification.frame.src).pathname).toBe('/embed/identification');
  });

  it('drops options that are not valid, and reports a missing token', () => {
    const { frame } = mount({ token: 't', origin: PRODUCT, lang: 'de', 'primary-color': 'red' });
    expect(Object.fromEntries(new URL(frame.src).searchParams)).toEqual({ token: 't' });
    const missing = mount({ origin: PRODUCT });
    expect(missing.frame).toBeNull();
    expect(missing.events).toEqual([['error', { code: 'MISSING_TOKEN_OR_ORIGIN' }]]);
  });

  it('re-emits only messages from the product origin and its own iframe', () => {
    const { frame, events } = mount({ token: 't', origin: PRODUCT });
    const other = mount({ token: 'u', origin: PRODUCT });
    const signed = { source: 'confirma', type: 'signed', detail: { operationId: 'op-1' } };
    deliver(signed, 'https://evil.example.com', frame.contentWindow);
    deliver(signed, PRODUCT, other.frame.contentWindow);
    deliver(signed, PRODUCT, window);
    deliver({ type: 'signed' }, PRODUCT, frame.contentWindow);
    deliver({ source: 'confirma', type: 'unknown' }, PRODUCT, frame.contentWindow);
    expect(events).toEqual([]);
    // The other element's own iframe: heard by that element alone.
    expect(other.events).toEqual([['signed', { operationId: 'op-1' }]]);
    deliver(signed, PRODUCT, frame.contentWindow);
    expect(events).toEqual([['signed', { operationId: 'op-1' }]]);
    expect(other.events).toHaveLength(1);
  });

  it("answers the page's hello with an init to the product origin only", () => {
    const { frame } = mount({ token: 't', origin: PRODUCT });
    const sent: [unknown, string][] = [];
    const target = frame.contentWindow as Window;
    target.postMessage = ((data: unknown, origin: string) => sent.push([data, origin])) as never;
    deliver({ source: 'confirma', type: 'hello' }, PRODUCT, target);
    expect(sent).toEqual([[{ source: 'confirma', type: 'init' }, PRODUCT]]);
    deliver({ source: 'confirma', type: 'hello' }, 'https://evil.example.com', target);
    expect(sent).toHaveLength(1);
  });

  it('replaces a frame that never said ready after its load with a message, and tells the host', () => {
    vi.useFakeTimers();
    try {
      const { element, frame, events } = mount({ token: 't', origin: PRODUCT, lang: 'it' });
      frame.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(9_999);
      expect(events).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(events).toEqual([['error', { code: 'FRAME_REFUSED' }]]);
      expect(element.querySelector('iframe')).toBeNull();
      expect(element.querySelector('[role="alert"]')?.textContent).toContain(
        'Non è stato possibile mostrare qui',
      );

      // A page that said ready in time keeps its frame.
      const shown = mount({ token: 'u', origin: PRODUCT, 'ready-timeout': '2000' });
      shown.frame.dispatchEvent(new Event('load'));
      deliver(
        { source: 'confirma', type: 'ready', detail: { operationId: 'op-1' } },
        PRODUCT,
        shown.frame.contentWindow,
      );
      vi.advanceTimersByTime(60_000);
      expect(shown.events).toEqual([['ready', { operationId: 'op-1' }]]);
      expect(shown.element.querySelector('iframe')).toBe(shown.frame);
    } finally {
      vi.useRealTimers();
    }
  });
});
