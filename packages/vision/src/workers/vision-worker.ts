import { parentPort } from 'node:worker_threads';
import { analyseImage } from '../analyse-image.ts';
import { analysePhoto } from '../crop/analyse-photo.ts';
import { findPhotoOutline } from '../crop/straighten-photo.ts';
import { checkDocumentPresence } from '../document/check-document-presence.ts';
import { checkHologram } from '../document/hologram.ts';
import { burstConsistency } from '../face/burst-consistency.ts';
import { measureColours } from '../face/colour-reflection.ts';
import { detectBlink } from '../face/detect-blink.ts';
import { detectCloser, frameSize } from '../face/detect-closer.ts';
import { detectFace } from '../face/detect-face.ts';
import { detectLookUp } from '../face/detect-look-up.ts';
import { detectTurn } from '../face/detect-turn.ts';
import { getHumanEngine } from '../face/human-engine.ts';
import { type TVisionRequest, type TVisionResponse, transferable } from './vision-tasks.ts';

// One worker thread: its own Human (loaded on the first task), one task at a time.
const port = parentPort;
if (!port) throw new Error('vision-worker.ts runs as a worker thread');

async function handle(request: TVisionRequest): Promise<[unknown, ArrayBuffer[]]> {
  switch (request.task) {
    case 'load':
      return [{ loadMs: (await getHumanEngine()).loadMs }, []];
    case 'face': {
      const face = await detectFace(request.input.image, request.input.options);
      const faceImage = face.faceImage ? transferable(face.faceImage) : null;
      return [{ ...face, faceImage }, faceImage ? [faceImage.buffer as ArrayBuffer] : []];
    }
    case 'faces': {
      const faces = [];
      for (const frame of request.input.frames) {
        const { faceImage: _, ...face } = await detectFace(frame, {
          ...request.input.options,
          returnFaceImg: false,
        });
        faces.push({ ...face, frame: await frameSize(frame) });
      }
      return [faces, []];
    }
    case 'consistency': {
      const { frames, boxes, turn } = request.input;
      return [await burstConsistency(frames, boxes, turn), []];
    }
    case 'colours': {
      const { frames, colours, box } = request.input;
      return [await measureColours(frames, colours, box), []];
    }
    case 'blink':
      return [await detectBlink(request.input.frames, request.input.thresholds), []];
    case 'turn': {
      const { frames, direction, thresholds } = request.input;
      return [await detectTurn(frames, direction, thresholds), []];
    }
    case 'lookUp':
      return [await detectLookUp(request.input.frames, request.input.thresholds), []];
    case 'closer':
      return [await detectCloser(request.input.frames, request.input.thresholds), []];
    case 'image':
      return [await analyseImage(request.input.image, request.input.options), []];
    case 'hologram':
      return [await checkHologram(request.input.frames, request.input.threshold), []];
    case 'documentPresence':
      return [await checkDocumentPresence(request.input), []];
    case 'outline':
      return [await findPhotoOutline(request.input.image), []];
    case 'photo':
      return [await analysePhoto(request.input.image, request.input.options), []];
  }
}

port.on('message', async (request: TVisionRequest) => {
  let response: TVisionResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    const [result, moved] = await handle(request);
    response = { id: request.id, ok: true, result };
    transfer = moved;
  } catch (error) {
    response = { id: request.id, ok: false, error: String((error as Error)?.stack ?? error) };
  }
  port.postMessage(response, transfer);
});
