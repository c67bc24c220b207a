import type { TPlatform } from '../../platform/platform.ts';
import type { TOcrContext } from './ocr.types.ts';

/**
 * The OCR module's context, built once per process. It runs on the identification
 * service's vision pool (one set of engine workers per process, ~370 MB each) and the
 * signing service's sealer (one PKI per process).
 */
export function createOcrService(
  platform: TPlatform,
  { sealer, vision }: Pick<TOcrContext, 'sealer' | 'vision'>,
) {
  const context: TOcrContext = { platform, db: platform.database.db, sealer, vision };
  return { context };
}

export type TOcrService = ReturnType<typeof createOcrService>;
