import type { TEmbedSettings } from '@confirma/contracts/embed';
import {
  EMBED_HELLO,
  EMBED_INIT,
  EMBED_PRIMARY_COLOR,
  EMBED_SOURCE,
  type TEmbedEvent,
} from '@confirma/contracts/embed-protocol';

/** What a message to the host carries: ids and states, never personal data. */
export type TEmbedDetail = Record<string, string | boolean | null>;

/** The embedding page's end of the postMessage protocol (docs/embedding.md). */
export interface TEmbedBridge {
  /** Posts `type` to the host once it said hello from an allowed origin; queued until then. */
  post(type: TEmbedEvent, detail?: TEmbedDetail): void;
  /** The host's origin, once its `init` was accepted. */
  parentOrigin(): string | null;
  dispose(): void;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The settings the server put in an embedded page (`/embed/…`, `<meta name="confirma-embed">`),
 * or null anywhere else. Checked by hand: zod is not loaded for this.
 */
export function readEmbedSettings(
  doc: Document = document,
  pathname: string = window.location.pathname,
): TEmbedSettings | null {
  if (!pathname.startsWith('/embed/')) return null;
  const content = doc.querySelector('meta[name="confirma-embed"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const raw = JSON.parse(content) as Partial<TEmbedSettings>;
    if (raw.kind !== 'signing' && raw.kind !== 'identification') return null;
    if (!Array.isArray(raw.origins) || !raw.origins.every(isString)) return null;
    if (!isString(raw.operation)) return null;
    const primaryColor =
      isString(raw.primaryColor) && EMBED_PRIMARY_COLOR.test(raw.primaryColor)
        ? raw.primaryColor
        : null;
    return { kind: raw.kind, origins: raw.origins, operation: raw.operation, primaryColor };
  } catch {
    return null;
  }
}

interface TProtocolMessage {
  source: typeof EMBED_SOURCE;
  type: string;
}

const isProtocolMessage = (data: unknown): data is TProtocolMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as TProtocolMessage).source === EMBED_SOURCE &&
  isString((data as TProtocolMessage).type);

/**
 * The page's bridge to its host. The page talks only to a parent window whose `init`
 * came from one of the account's allowed origins (`settings.origins`) and, where the
 * browser tells (`location.ancestorOrigins`), from the origin actually framing it; it
 * posts only to that origin, never to `*`. It first says hello to each allowed origin
 * (postMessage drops a message whose target origin is not the parent's), so a host whose
 * script missed the frame's load still answers. Outside a frame it does nothing.
 */
export function createEmbedBridge(settings: TEmbedSettings, win: Window = window): TEmbedBridge {
  const framed = win.parent !== win;
  let parent: string | null = null;
  const queue: { type: TEmbedEvent; detail: TEmbedDetail }[] = [];

  const send = (type: TEmbedEvent, detail: TEmbedDetail) => {
    if (parent) win.parent.postMessage({ source: EMBED_SOURCE, type, detail }, parent);
  };

  const framingOrigin = (): string | null => {
    const ancestors = win.location.ancestorOrigins;
    return ancestors && ancestors.length > 0 ? (ancestors[0] ?? null) : null;
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || !isProtocolMessage(event.data)) return;
    if (event.data.type !== EMBED_INIT) return;
    if (!settings.origins.includes(event.origin)) return;
    const framing = framingOrigin();
    if (framing !== null && framing !== event.origin) return;
    // One host per page, one handshake: a later init (the host's answer to hello and its
    // frame's load both send one; another origin's) changes nothing.
    if (parent !== null) return;
    parent = event.origin;
    send('ready', { operationId: settings.operation, kind: settings.kind });
    for (const message of queue.splice(0)) send(message.type, message.detail);
  };

  if (framed) {
    win.addEventListener('message', onMessage);
    for (const origin of settings.origins) {
      try {
        win.parent.postMessage({ source: EMBED_SOURCE, type: EMBED_HELLO }, origin);
      } catch {
        // Not an origin postMessage takes: that host cannot be answered anyway.
      }
    }
  }

  return {
    post(type, detail = {}) {
      if (!framed) return;
      const full = { operationId: settings.operation, ...detail };
      if (parent) send(type, full);
      else queue.push({ type, detail: full });
    },
    parentOrigin: () => parent,
    dispose: () => win.removeEventListener('message', onMessage),
  };
}
