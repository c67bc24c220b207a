/**
 * The document's first page painted by the first script, before React and the signing
 * page have loaded: the server's picture of it (`getdocumentpage`), over the whole window
 * and outside the app's root, so that React's first renders (the app bar, "loading the
 * operation") neither remove it nor push it out of view. The signing page drops it once it
 * shows the document itself, or anything else (a message, another page). No imports: it
 * runs in the first, tiny script. Hidden from assistive technology and from the pointer:
 * the page's own picture and viewer carry the labels.
 */
const ID = 'early-page';

/**
 * Dispatched on `window` once the early picture is on screen or did not come: index.html's
 * loader (vite-load-entry.ts) starts the app then on a signing link.
 */
export const DOCUMENT_SHOWN_EVENT = 'confirma:document-shown';

/**
 * Shows `picture` unless the signing page already shows the document; resolves once the
 * image is decoded and in the page (or could not be).
 */
export function showEarlyPage(picture: Blob): Promise<void> {
  if (document.querySelector('[data-testid="page-preview"], [data-testid="pdf-viewer"]')) {
    return Promise.resolve();
  }
  const box = document.createElement('div');
  box.id = ID;
  box.setAttribute('aria-hidden', 'true');
  Object.assign(box.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1400',
    overflow: 'hidden',
    padding: '16px',
    boxSizing: 'border-box',
    background: '#f5f5f5',
    pointerEvents: 'none',
  });
  const image = document.createElement('img');
  image.alt = '';
  image.dataset.testid = 'page-preview';
  const shown = new Promise<void>((resolve) => {
    image.addEventListener('load', () => {
      image.dataset.shown = 'true';
      resolve();
    });
    image.addEventListener('error', () => resolve());
  });
  Object.assign(image.style, {
    display: 'block',
    width: '100%',
    maxWidth: '820px',
    margin: '0 auto',
    height: 'auto',
    background: '#fff',
    boxShadow: '0 1px 5px rgba(0,0,0,.2)',
  });
  image.src = URL.createObjectURL(picture);
  box.append(image);
  document.body.append(box);
  return shown;
}

/** Removes the early picture, if it is there. */
export function dropEarlyPage(): void {
  const box = document.getElementById(ID);
  if (!box) return;
  const image = box.querySelector('img');
  if (image) URL.revokeObjectURL(image.src);
  box.remove();
}
