import { createRequire } from 'node:module';
import type cvType from '@techstark/opencv-js';

export type TCv = typeof cvType;

/** How long the WASM runtime may take to start before we call it broken. */
const READY_TIMEOUT_MS = 60_000;

let loading: Promise<{ cv: TCv }> | null = null;

/**
 * OpenCV.js, once its WASM runtime is ready. Loaded with require: through an ESM
 * interop layer (vitest's, say) the default export can be a copy on which
 * onRuntimeInitialized never fires. The module object is a thenable: resolving a promise
 * with it (or awaiting it) never settles, so it travels wrapped in an object.
 */
export function loadOpenCv(): Promise<{ cv: TCv }> {
  loading ??= new Promise((resolve, reject) => {
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as TCv & {
      onRuntimeInitialized?: () => void;
    };
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
