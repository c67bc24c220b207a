import cvModule from '@techstark/opencv-js';

export type TCv = typeof cvModule;

let loading: Promise<{ cv: TCv }> | null = null;

/**
 * OpenCV.js, once its WASM runtime is ready. The module object is a thenable: resolving
 * a promise with it (or awaiting it) never settles, so it travels wrapped in an object.
 */
export function loadOpenCv(): Promise<{ cv: TCv }> {
  loading ??= new Promise((resolve) => {
    const cv = cvModule as TCv & { onRuntimeInitialized?: () => void };
    if (typeof cv.Mat === 'function') resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
