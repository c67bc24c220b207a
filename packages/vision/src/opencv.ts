import { createRequire } from 'node:module';
import type cvType from '@techstark/opencv-js';

export type TCv = typeof cvType;

/** How long the WASM runtime may take to start before we call it broken. */
const READY_TIMEOUT_MS = 60_000;

let loading: Promise<{ cv: TCv }> | null = null;

/**
 * Requires OpenCV.js without the process-wide handlers its Emscripten runtime adds on
 * Node: one rethrows every uncaught exception and the other aborts on any unhandled
 * rejection, both printing the whole 10 MB script instead of the error. Whoever owns the
 * process (the server, a test runner) keeps its own handling of what others left unhandled.
 */
function requireOpenCv(): unknown {
  const uncaught = process.listeners('uncaughtException');
  const unhandled = process.listeners('unhandledRejection');
  try {
    return createRequire(import.meta.url)('@techstark/opencv-js');
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!uncaught.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!unhandled.includes(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

/**
 * OpenCV.js, once its WASM runtime is ready. Loaded with require: through an ESM
 * interop layer (vitest's, say) the default export can be a copy on which
 * onRuntimeInitialized never fires. The module object is a thenable: resolving a promise
 * with it (or awaiting it) never settles, so it travels wrapped in an object.
 */
export function loadOpenCv(): Promise<{ cv: TCv }> {
  loading ??= new Promise((resolve, reject) => {
    const cv = requireOpenCv() as TCv & { onRuntimeInitialized?: () => void };
    if (typeof cv.Mat === 'function') return resolve({ cv });
    const timer = setTimeout(() => reject(new Error('OpenCV.js did not start')), READY_TIMEOUT_MS);
    timer.unref();
    cv.onRuntimeInitialized = () => {
      clearTimeout(timer);
      resolve({ cv });
    };
  });
  return loading;
}
