import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATION_LABELS } from './operation-labels.ts';

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/locales',
);

describe('the operation labels', () => {
  it('say what the web client says, in each language', () => {
    for (const [language, labels] of Object.entries(OPERATION_LABELS)) {
      const web = JSON.parse(readFileSync(path.join(LOCALES, language, 'workspace.json'), 'utf8'));
      expect(labels.status, language).toEqual(web.status);
      expect(labels.signerStatus, language).toEqual(web.signerStatus);
      expect(labels.signatureType, language).toEqual(web.types);
    }
  });
});
