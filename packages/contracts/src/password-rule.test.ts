import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD } from './constants.ts';
import { passwordLengthWeakness, passwordWeakness } from './password-rule.ts';

describe('the account password rule', () => {
  it.each([
    ['123456', 'tooShort'],
    ['contraseña1', 'tooShort'],
    ['x'.repeat(ACCOUNT_PASSWORD.maxLength + 1), 'tooLong'],
    // Leaked in breaches, whatever the case.
    ['password1234', 'breached'],
    ['QWERTYUIOP12', 'breached'],
    ['1q2w3e4r5t6y', 'breached'],
    ['LeaveMeAlone', 'breached'],
    // Long enough, and still guessed quickly.
    ['aaaaaaaaaaaa', 'guessable'],
    ['abcdefghijkl', 'guessable'],
    ['contraseña123', 'guessable'],
    ['mariposa2024', 'guessable'],
    ['Confirma2026!', 'guessable'],
    ['123456789012345', 'guessable'],
  ])('refuses %s as %s', async (password, weakness) => {
    expect(await passwordWeakness(password)).toBe(weakness);
  });

  it('weighs the person: their name and e-mail count for nothing in the password', async () => {
    const lola = ['Lola Martínez', 'lolamartinez@example.com'];
    expect(await passwordWeakness('lolamartinez1985')).toBeNull();
    expect(await passwordWeakness('lolamartinez1985', lola)).toBe('guessable');
    const marta = ['Marta Ibáñez', 'marta.ibanez@example.com'];
    expect(await passwordWeakness('MartaIbanez1990', marta)).toBe('guessable');
    expect(await passwordWeakness('confirma-Marta-2026', marta)).toBe('guessable');
    // What is left without her name still holds.
    expect(await passwordWeakness('Marta-vuela-sobre-el-tejado', marta)).toBeNull();
  });

  it('takes long passphrases and random strings, with no rule on the characters', async () => {
    for (const password of [
      'Tejado-lirio-ancla-72',
      'mi gato duerme en la azotea',
      'correct horse battery staple',
      'x7#Kq9!mZt2p',
      'ñandú-otoño-brújula',
      'Zk8#qP2$vL9w'.repeat(10),
    ]) {
      expect(await passwordWeakness(password)).toBeNull();
    }
  });

  it('tells the length without loading the dictionaries', () => {
    expect(passwordLengthWeakness('x'.repeat(ACCOUNT_PASSWORD.minLength - 1))).toBe('tooShort');
    expect(passwordLengthWeakness('x'.repeat(ACCOUNT_PASSWORD.minLength))).toBeNull();
    expect(passwordLengthWeakness('x'.repeat(ACCOUNT_PASSWORD.maxLength))).toBeNull();
  });
});
