import { serveWorkerTasks } from '../../platform/workers/worker-protocol.ts';
import { renderPage, type TRenderTask, warmUp } from './render-page.ts';

// A render thread (page-renderer.ts): draws one page of a checked PDF as an image; `null`
// only loads what drawing needs.
serveWorkerTasks((task: TRenderTask | null) => (task ? renderPage(task) : warmUp()));
