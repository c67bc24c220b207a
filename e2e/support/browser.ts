import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless; no browser is ever downloaded. `fakeCamera`: a .y4m file
 * (see fake-camera.ts) played as the webcam, with the camera permission granted.
 */
export function launchBrowser(options: { fakeCamera?: string } = {}): Promise<Browser> {
  const camera = options.fakeCamera
    ? [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${options.fakeCamera}`,
      ]
    : [];
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156 loads its omnibox popup pages (desktop WebUI, some forty modules) in
      // every new window, headless too: on two cores that work delayed the first second of
      // the page under test. No phone's browser does it.
      '--disable-features=WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
      ...camera,
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

/**
 * Collects what must never happen on a page: console errors, uncaught exceptions, failed
 * requests and HTTP error answers.
 */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A reload or navigation cancels the requests still in flight (net::ERR_ABORTED):
    // the browser's doing, not a failure of the product.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
