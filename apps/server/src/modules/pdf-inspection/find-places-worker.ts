import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { findAnchors } from './find-anchors.ts';
import { loadPdfJs } from './open-with-pdfjs.ts';
import type { TAnchorsTask, TPlacesTask } from './pdf-inspector.ts';
import { readPagesText } from './read-page-text.ts';
import { signaturePlaces, sureLabels } from './signature-places.ts';

// A signature search thread (pdf-inspector.ts): reads one checked PDF's text with pdf.js
// from the last page back, until it has seen as many whose-signature labels as boxes are
// wanted or its budget runs out, then places the boxes. `null` loads pdf.js and returns.
serveWorkerTasks(async (task: TPlacesTask | TAnchorsTask | null) => {
  if (!task) {
    await loadPdfJs();
    return null;
  }
  // Anchors: the pages within the budget, then where each text is first written.
  if ('anchors' in task) {
    const { bytes, anchors, budget } = task;
    const deadline = Date.now() + budget.ms;
    const pages = await readPagesText(
      bytes,
      { maxPages: budget.maxPages, maxChars: budget.maxChars, deadline },
      () => false,
    );
    return findAnchors(pages, anchors);
  }
  const { bytes, max, budget } = task;
  let sure = 0;
  const pages = await readPagesText(
    bytes,
    { maxPages: budget.maxPages, maxChars: budget.maxChars, deadline: Date.now() + budget.ms },
    (page) => {
      sure += sureLabels(page);
      return sure >= max;
    },
  );
  return signaturePlaces(pages, max);
});
