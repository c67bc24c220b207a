import { describe, expect, it } from 'vitest';
import { fillPlaceholders, missingPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  const values = { name: 'José', lastname: 'Pérez', email: 'jose@example.com', nif: undefined };

  it('replaces {{key}} placeholders, with or without inner spaces', () => {
    expect(fillPlaceholders('Hola {{name}} {{ lastname }} <{{email}}>', values)).toBe(
      'Hola José Pérez <jose@example.com>',
    );
  });

  it("replaces the original service's $KEY$ placeholders", () => {
    expect(fillPlaceholders('$NAME$ $LASTNAME$, $EMAIL$', values)).toBe(
      'José Pérez, jose@example.com',
    );
  });

  it('leaves unknown, undefined and non-placeholder text visible', () => {
    expect(fillPlaceholders('{{phone}} $PHONE$ {{nif}} $NIF$', values)).toBe(
      '{{phone}} $PHONE$ {{nif}} $NIF$',
    );
    expect(fillPlaceholders('costs $5 or $10$, {{ }} {name} $name$ {{1x}}', values)).toBe(
      'costs $5 or $10$, {{ }} {name} $name$ {{1x}}',
    );
  });

  it('does not expand placeholders inside values, nor reach Object.prototype', () => {
    const tricky = { name: '{{email}} $EMAIL$', email: 'x@example.com' };
    expect(fillPlaceholders('{{name}}', tricky)).toBe('{{email}} $EMAIL$');
    expect(fillPlaceholders('{{constructor}} $TOSTRING$', {})).toBe('{{constructor}} $TOSTRING$');
  });

  it('keeps $ sequences in values literal (no replacement patterns)', () => {
    expect(fillPlaceholders('{{name}}', { name: "$& $' $1" })).toBe("$& $' $1");
  });

  it('lists the placeholders a text needs and the values lack', () => {
    expect(missingPlaceholders('{{name}} {{phone}} $NIF$ $NAME$', values)).toEqual([
      'phone',
      'nif',
    ]);
  });
});
