// @vitest-environment jsdom
import type { TEmbedSettings } from '@confirma/contracts/embed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbedBridge, readEmbedSettings } from './embed-bridge';

const HOST = 'https://shop.example.com';
const SETTINGS: TEmbedSettings = {
  kind: 'signing',
  origins: [HOST, 'http://localhost:4000'],
  primaryColor: null,
  operation: 'op-1',
};

/** A framed page's window: its parent records what is posted to it, and from where. */
function framedWindow(ancestorOrigins?: string[]) {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(target, {
    parent,
    location: { ancestorOrigins: ancestorOrigins ?? undefined },
  }) as unknown as Window;
  const message = (data: unknown, origin: string, source: unknown = parent) => {
    const event = new Event('message');
    Object.defineProperties(event, {
      data: { value: data },
      origin: { value: origin },
      source: { value: source },
    });
    target.dispatchEvent(event);
  };
  return { win, parent, message };
}

const init = { source: 'confirma', type: 'init' };
/** What the page posted after its hellos, as [type, detail, targetOrigin]. */
const posted = (parent: { postMessage: ReturnType<typeof vi.fn> }) =>
  parent.postMessage.mock.calls
    .filter(([data]) => (data as { type: string }).type !== 'hello')
    .map(([data, origin]) => [
      (data as { type: string }).type,
      (data as { detail: unknown }).detail,
      origin,
    ]);

describe('the embed bridge', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('says hello to each allowed origin only, then answers the first init from one of them', () => {
    const { win, parent, message } = framedWindow();
    const bridge = createEmbedBridge(SETTINGS, win);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ source: 'confirma', type: 'hello' }, HOST],
      [{ source: 'confirma', type: 'hello' }, 'http://localhost:4000'],
    ]);
    bridge.post('document-read', { documentId: 'doc-1' });
    expect(posted(parent)).toEqual([]);

    message(init, HOST);
    expect(bridge.parentOrigin()).toBe(HOST);
    expect(posted(parent)).toEqual([
      ['ready', { operationId: 'op-1', kind: 'signing' }, HOST],
      ['document-read', { operationId: 'op-1', documentId: 'doc-1' }, HOST],
    ]);
    bridge.post('signed', { sealed: true });
    expect(posted(parent).at(-1)).toEqual(['signed', { operationId: 'op-1', sealed: true }, HOST]);

    // Another allowed origin's later init does not move the page's messages there.
    message(init, 'http://localhost:4000');
    bridge.post('error', { code: 'OTP_INVALID' });
    expect(posted(parent).every(([, , origin]) => origin === HOST)).toBe(true);
    expect(posted(parent).filter(([type]) => type === 'ready')).toHaveLength(1);
  });

  it('ignores an init from an origin the account does not allow', () => {
    const { win, parent, message } = framedWindow();
    const bridge = createEmbedBridge(SETTINGS, win);
    message(init, 'https://evil.example.com');
    message(init, 'https://shop.example.com.evil.example.com');
    bridge.post('signed', { sealed: true });
    expect(bridge.parentOrigin()).toBeNull();
    expect(posted(parent)).toEqual([]);
  });

  it('ignores an init from another window than its parent, or not of the protocol', () => {
    const { win, parent, message } = framedWindow();
    const bridge = createEmbedBridge(SETTINGS, win);
    message(init, HOST, { postMessage: vi.fn() });
    message({ type: 'init' }, HOST);
    message('init', HOST);
    expect(bridge.parentOrigin()).toBeNull();
    expect(posted(parent)).toEqual([]);
  });

  it('believes the browser over the message: an allowed origin that is not the framing one is refused', () => {
    const { win, parent, message } = framedWindow(['https://evil.example.com']);
    const bridge = createEmbedBridge(SETTINGS, win);
    message(init, HOST);
    expect(bridge.parentOrigin()).toBeNull();
    expect(posted(parent)).toEqual([]);
  });

  it('does nothing outside a frame', () => {
    const target = new EventTarget();
    const win = Object.assign(target, { location: {} }) as unknown as Window;
    Object.assign(win, { parent: win });
    const postMessage = vi.fn();
    Object.assign(win, { postMessage });
    createEmbedBridge(SETTINGS, win).post('signed');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reads its settings only on an /embed/ page, and only well-formed ones', () => {
    const meta = document.createElement('meta');
    meta.name = 'confirma-embed';
    meta.content = JSON.stringify({ ...SETTINGS, primaryColor: '#aa3300' });
    document.head.append(meta);
    expect(readEmbedSettings(document, '/embed/signing')).toEqual({
      ...SETTINGS,
      primaryColor: '#aa3300',
    });
    expect(readEmbedSettings(document, '/')).toBeNull();
    meta.content = JSON.stringify({ ...SETTINGS, primaryColor: 'red;}' });
    expect(readEmbedSettings(document, '/embed/signing')?.primaryColor).toBeNull();
    meta.content = JSON.stringify({ ...SETTINGS, origins: [1] });
    expect(readEmbedSettings(document, '/embed/signing')).toBeNull();
    meta.content = '{not json';
    expect(readEmbedSettings(document, '/embed/signing')).toBeNull();
  });
});
