// First: before any module parses with zod.
import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The router starts loading the first page's chunk (modulepreloaded for the home) now.
const router = createAppRouter();
const firstPageLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

// First paint in the chosen language (English and Italian texts are a separate chunk) and
// with the page itself rather than a spinner that the page replaces a moment later. The
// render is a transition: React works in short slices, so the page stays responsive (the
// home is already painted by index.html's static shell meanwhile).
void Promise.all([i18nReady, firstPageLoaded]).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
