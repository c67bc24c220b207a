import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * `multipart/form-data` for POST /api/v2/ocr, turned into the JSON request's shape before
 * the zod schema validates it: one or two `image` files (or `front` and `back`), and the
 * optional text fields `idempotencyKey`, `language` and, per image, `corners0`/`corners1`
 * (JSON: four {x, y}) and `rotation0`/`rotation1`. Parsed by the platform's own WHATWG
 * FormData (undici), no extra dependency.
 */
export function registerMultipartOcrBody(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    (request, body, done) => {
      const type = request.headers['content-type'] ?? '';
      new Response(body as Buffer, { headers: { 'content-type': type } })
        .formData()
        .then(async (form) => done(null, await ocrRequestOf(form)))
        .catch((error: unknown) =>
          done(
            error instanceof AppError
              ? error
              : new AppError('VALIDATION_FAILED', 'Malformed multipart body'),
          ),
        );
    },
  );
}

async function ocrRequestOf(form: FormData) {
  const files: Blob[] = [];
  for (const value of [...form.getAll('image'), form.get('front'), form.get('back')]) {
    if (value !== null && typeof value !== 'string') files.push(value);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value ? value : undefined;
  };
  const images = await Promise.all(
    files.map(async (file, index) => {
      const corners = text(`corners${index}`);
      const rotation = text(`rotation${index}`);
      return {
        image: Buffer.from(await file.arrayBuffer()).toString('base64'),
        ...(corners ? { corners: parseJson(corners) } : {}),
        ...(rotation ? { rotation: Number(rotation) } : {}),
      };
    }),
  );
  return {
    images,
    ...(text('idempotencyKey') ? { idempotencyKey: text('idempotencyKey') } : {}),
    ...(text('language') ? { language: text('language') } : {}),
  };
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'corners must be JSON');
  }
}
