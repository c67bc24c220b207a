import type { TEmbedSettings } from '@confirma/contracts/embed';
import type { TEmbedEvent } from '@confirma/contracts/embed-protocol';
import {
  createEmbedBridge,
  readEmbedSettings,
  type TEmbedBridge,
  type TEmbedDetail,
} from './embed-bridge';

let settings: TEmbedSettings | null | undefined;
let bridge: TEmbedBridge | null = null;

/** This page's embed settings, read once: null unless it is an embedded page (`/embed/…`). */
export function embedSettings(): TEmbedSettings | null {
  if (settings === undefined) settings = readEmbedSettings();
  return settings;
}

/** Whether the page is shown inside an integrator's site (only the signing flow is drawn). */
export function isEmbedded(): boolean {
  return embedSettings() !== null;
}

/**
 * Starts the bridge to the host (hello, then the handshake) as soon as the app starts, so
 * that `ready` does not wait for the page's first event. Nothing outside an embedded page.
 */
export function startEmbedBridge(): void {
  const current = embedSettings();
  if (current && !bridge) bridge = createEmbedBridge(current);
}

/** Tells the host page what happened (`confirma:<type>` on its element); a no-op elsewhere. */
export function notifyEmbedder(type: TEmbedEvent, detail?: TEmbedDetail): void {
  startEmbedBridge();
  bridge?.post(type, detail);
}
