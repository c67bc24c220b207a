import { OP_CLASS, type TOpClass } from '@confirma/contracts/constants';
import { describe, expect, it } from 'vitest';
import { examinePdf, flatText } from './pdf-tools-for-tests.ts';
import { resolveTemplate, TEMPLATE_CATALOG } from './template-catalog.ts';

const signer = { name: 'Lucía', lastname: 'Ibáñez', email: 'lucia@example.com' };
const date = new Date('2025-06-01T09:00:00Z');

const EXPECTED: [TOpClass, string, string, string][] = [
  [1239, 'demo-otp', 'SIMPLE', 'DEMO — sin validez legal'],
  [1240, 'simple-or-biometric', 'SIMPLE', 'Contrato de prestación de servicios'],
  [1241, 'contract', 'VIDEO_1PASO_OTP', 'Contrato de prestación de servicios'],
  [1243, 'traveller', 'VIDEO_1PASO_OTP', 'Parte de entrada de viajeros'],
  [847, 'biometric-demo', 'BIOMETRICA', 'DEMO — sin validez legal'],
];

describe('template catalogue', () => {
  it('covers every operation class of the contracts', () => {
    expect(Object.keys(TEMPLATE_CATALOG).map(Number).sort()).toEqual(
      Object.values(OP_CLASS).sort(),
    );
  });

  for (const [opClass, kind, signatureType, marker] of EXPECTED) {
    it(`resolves ${opClass} (${kind}) and renders its document`, async () => {
      const template = resolveTemplate(opClass);
      expect(template).toMatchObject({
        opClass,
        kind,
        defaultSignatureType: signatureType,
        documentReference: 'contrato',
        signatureBox: { page: 1, x: 10, y: 60, width: 160, height: 50 },
      });
      expect(template.signatureTypes).toContain(signatureType);
      if (!template.render) throw new Error('every class renders its own document');
      const report = await examinePdf(await template.render({ language: 'es', signer, date }));
      expect(report.pages).toBe(1);
      const text = flatText(report);
      expect(text).toContain(marker);
      expect(text).toContain('Lucía');
      expect(text).toContain('lucia@example.com');
      const isDemo = opClass === 1239 || opClass === 847;
      expect(text.includes('DEMO')).toBe(isDemo);
    });
  }

  it('refuses an operation class outside the catalogue', () => {
    expect(() => resolveTemplate(1242 as TOpClass)).toThrow(RangeError);
    expect(() => resolveTemplate('toString' as unknown as TOpClass)).toThrow(RangeError);
  });
});
