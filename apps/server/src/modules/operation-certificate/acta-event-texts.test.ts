import { OPERATION_EVENT_TYPES } from '@confirma/contracts/evidence-events';
import { describe, expect, it } from 'vitest';
import type { TEvidenceEvent } from '../evidence/index.ts';
import type { TSignerRow } from '../operations/index.ts';
import { describeEvent, EVENT_TEXTS } from './acta-event-texts.ts';
import { actaEvents, formatInstant } from './acta-facts.ts';

const facts = { signer: 'Ana Ruiz', data: {} };

describe('the certificate event texts', () => {
  it('has the same events in every language', () => {
    const es = Object.keys(EVENT_TEXTS.es).sort();
    expect(Object.keys(EVENT_TEXTS.en).sort()).toEqual(es);
    expect(Object.keys(EVENT_TEXTS.it).sort()).toEqual(es);
    expect(es).toEqual(
      expect.arrayContaining(['operation.created', 'signer.document_read', 'signer.signed']),
    );
  });

  it('names the signer, the method and the reason', () => {
    expect(describeEvent('es', 'signer.document_read', facts)).toBe(
      'Ana Ruiz declara haber leído y aceptado el documento',
    );
    expect(
      describeEvent('en', 'signer.signed', { ...facts, data: { method: 'HANDWRITTEN' } }),
    ).toBe('Ana Ruiz signs with a handwritten signature');
    expect(describeEvent('it', 'signer.signed', { ...facts, data: { method: 'OTP' } })).toBe(
      'Ana Ruiz firma con il codice ricevuto via SMS',
    );
    // The keyboard's way: the name typed instead of drawn, and what was typed.
    const typed = { method: 'HANDWRITTEN', input: 'typed', typedName: 'Ana Ruiz' };
    expect(describeEvent('es', 'signer.signed', { ...facts, data: typed })).toBe(
      'Ana Ruiz firma escribiendo su nombre con el teclado: «Ana Ruiz»',
    );
    expect(describeEvent('en', 'signer.signed', { ...facts, data: typed })).toBe(
      'Ana Ruiz signs by typing their name on the keyboard: “Ana Ruiz”',
    );
    expect(describeEvent('it', 'signer.signed', { ...facts, data: typed })).toBe(
      'Ana Ruiz firma scrivendo il proprio nome con la tastiera: «Ana Ruiz»',
    );
    expect(
      describeEvent('es', 'signer.rejected', { ...facts, data: { reason: 'No estoy de acuerdo' } }),
    ).toBe('Ana Ruiz rechaza la operación: «No estoy de acuerdo»');
    expect(describeEvent('en', 'signer.rejected', { ...facts, data: { reason: null } })).toBe(
      'Ana Ruiz rejects the operation',
    );
    expect(
      describeEvent('es', 'signer.otp_sent', { ...facts, data: { phone: '+34******222' } }),
    ).toBe('Se envía a Ana Ruiz un código de un solo uso por SMS al +34******222');
  });

  it('has a sentence for every event of an operation, and says so of one it does not know', () => {
    for (const language of ['es', 'en', 'it'] as const) {
      for (const type of OPERATION_EVENT_TYPES) {
        expect(describeEvent(language, type, facts), `${language} ${type}`).not.toContain(type);
      }
    }
    expect(describeEvent('it', 'operation.reminder_sent', facts)).toBe(
      'Un promemoria per firmare viene inviato per e-mail a Ana Ruiz',
    );
    expect(describeEvent('es', 'operation.retired_type', facts)).toBe(
      'Evento de una versión anterior (operation.retired_type)',
    );
  });

  it('writes an instant in UTC and in the zone, in the language', () => {
    const winter = new Date('2026-01-15T09:30:05Z');
    expect(formatInstant(winter, 'es', 'Europe/Madrid')).toEqual({
      utc: '2026-01-15 09:30:05 UTC',
      local: expect.stringMatching(/^15\/01\/2026,? 10:30:05 CET$/),
    });
    expect(formatInstant(new Date('2026-07-15T09:30:05Z'), 'en', 'Europe/Rome').local).toMatch(
      /^15\/07\/2026,? 11:30:05 CEST$/,
    );
  });

  it('prints the whole address and the summarised device of each event', () => {
    const event = {
      seq: 3,
      type: 'signer.opened',
      actorType: 'signer',
      actorId: 'signer-1',
      occurredAt: new Date('2026-01-15T09:30:05Z'),
      ip: '203.0.113.42',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      data: {},
      hash: 'abc',
    } as unknown as TEvidenceEvent;
    const signer = { id: 'signer-1', fullName: 'Ana Ruiz' } as TSignerRow;
    const [row] = actaEvents([event], {
      language: 'it',
      timeZone: 'Europe/Rome',
      signers: [signer],
    });
    expect(row).toMatchObject({
      seq: 3,
      type: 'signer.opened',
      text: 'Ana Ruiz apre il documento',
      ip: '203.0.113.42',
      device: 'Safari 18 su iOS',
    });
  });
});
