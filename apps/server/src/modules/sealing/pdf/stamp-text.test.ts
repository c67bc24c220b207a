import { describe, expect, it } from 'vitest';
import { fitText, REGULAR, stampLines, toWinAnsi } from './stamp-text.ts';

describe('stamp text', () => {
  it('keeps Spanish and Italian letters and folds the rest to WinAnsi', () => {
    expect(toWinAnsi('¿Señor Núñez? ¡Perché così! àèìòù ÁÉÍÓÚ ü')).toBe(
      '¿Señor Núñez? ¡Perché così! àèìòù ÁÉÍÓÚ ü',
    );
    expect(toWinAnsi('Łukasz Brzęczyszczykiewicz Dvořák')).toBe(
      'Lukasz Brzeczyszczykiewicz Dvorák',
    );
    expect(toWinAnsi('王 line\nbreak')).toBe('? line break');
    expect(() => REGULAR.encodeText(toWinAnsi('Ħ€ 😀'))).not.toThrow();
  });

  it('lists signer, UTC time, method, evidence id and the Confirma footer', () => {
    const lines = stampLines({
      signerName: 'José Pérez',
      method: 'OTP',
      evidenceId: 'ev_42',
      signingTime: new Date(Date.UTC(2030, 4, 6, 7, 8, 9)),
      locale: 'es',
    });
    expect(lines).toEqual([
      'José Pérez',
      'Fecha: 2030-05-06 07:08:09 UTC',
      'Método: Código OTP (SMS)',
      'Evidencia: ev_42',
      'Sellado electrónicamente por Confirma',
    ]);
  });

  it('cuts text that does not fit with an ellipsis', () => {
    const cut = fitText(REGULAR, 'A very long signer name that cannot fit', 9, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(REGULAR.widthOfTextAtSize(cut, 9)).toBeLessThanOrEqual(60);
  });
});
