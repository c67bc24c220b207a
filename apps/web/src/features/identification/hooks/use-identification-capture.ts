import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_CAPTURE, type TCaptureOptions, type TCaptureState } from './capture.types';
import { runCapture } from './run-capture';

/** Runs the capture once started; stops the camera when the page goes away. */
export function useIdentificationCapture(onFinished: (videoUuid: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<TCaptureState | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    (options: TCaptureOptions) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState(INITIAL_CAPTURE);
      void runCapture(options, {
        video: () => videoRef.current,
        attach: (stream) => {
          const video = videoRef.current;
          if (!video) return;
          video.srcObject = stream;
          if (stream) void video.play().catch(() => {});
        },
        update: (change) => {
          if (!controller.signal.aborted)
            setState((previous) => ({ ...(previous ?? INITIAL_CAPTURE), ...change }));
        },
        signal: controller.signal,
        userAgent: navigator.userAgent,
        screen: { width: window.innerWidth, height: window.innerHeight },
      }).then((videoUuid) => {
        if (videoUuid && !controller.signal.aborted) onFinished(videoUuid);
      });
    },
    [onFinished],
  );
  return { videoRef, state, start };
}
