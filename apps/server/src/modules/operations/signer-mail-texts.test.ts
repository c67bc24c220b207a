import { describe, expect, it } from 'vitest';
import { invitationMail, invitationSms, reminderMail, SMS_CUTS } from '../mail-texts/index.ts';
import { signerTask } from '../signer-requests/index.ts';

const LINK = 'https://confirma.example/#/x?token=t';
const EXPIRES = new Date('2026-12-24T10:00:00Z');
const REQUEST = {
  sender: { name: 'Inmobiliaria Sol SL', person: 'Luis Gómez' },
  title: 'Alquiler',
};

describe('the e-mails a signer gets', () => {
  it.each([
    ['es', 'Ten a mano', 'cámara', 'unos 3 minutos'],
    ['en', 'Have ready', 'camera', 'about 3 minutes'],
    ['it', 'Tieni a portata di mano', 'fotocamera', 'circa 3 minuti'],
  ] as const)(
    'an identifying signer is told in %s what to have ready, also when reminded',
    (language, ready, camera, time) => {
      for (const type of ['VIDEO_1PASO_OTP', 'IDENTIFICATION_NO_ASISTIDA'] as const) {
        const invitation = invitationMail(language, 'Lucía', LINK, signerTask(type), REQUEST);
        const reminder = reminderMail(language, {
          name: 'Lucía',
          link: LINK,
          expiresAt: EXPIRES,
          task: signerTask(type),
        });
        for (const mail of [invitation, reminder]) {
          expect(mail.text).toContain(ready);
          expect(mail.text).toContain(camera);
          expect(mail.text).toContain(time);
          expect(mail.text).toContain(LINK);
        }
      }
    },
  );

  it('a reminder says what is pending: an identification alone never speaks of a signature', () => {
    const only = reminderMail('es', {
      name: 'Lucía',
      link: LINK,
      expiresAt: EXPIRES,
      task: signerTask('IDENTIFICATION_NO_ASISTIDA'),
    });
    expect(only.subject).toBe('Recordatorio: tienes una identificación por vídeo pendiente');
    expect(only.text).not.toMatch(/firmar|firma /);
    const signs = reminderMail('es', {
      name: 'Lucía',
      link: LINK,
      expiresAt: EXPIRES,
      task: signerTask('VIDEO_1PASO_OTP'),
    });
    expect(signs.subject).toBe('Recordatorio: identifícate por vídeo y firma tu documento');
    const plain = reminderMail('en', {
      name: 'Ann',
      link: LINK,
      expiresAt: EXPIRES,
      task: signerTask('SIMPLE'),
    });
    expect(plain.subject).toBe('Reminder: you have a document waiting for your signature');
    expect(plain.text).not.toContain('Have ready');
    expect(plain.text).toContain('24');
  });
});

describe('the SMS invitation of a signer with a phone only', () => {
  it.each([
    ['es', 'DNI', 'cámara'],
    ['en', 'ID card', 'camera'],
    ['it', "documento d'identità", 'fotocamera'],
  ] as const)(
    'tells an identifying signer in %s what to have ready',
    (language, document, camera) => {
      const sms = invitationSms(language, 'Lucía', LINK, signerTask('VIDEO_1PASO_OTP'), REQUEST);
      expect(sms).toContain(document);
      expect(sms).toContain(camera);
      expect(sms).toContain(LINK);
      expect(invitationSms(language, 'Lucía', LINK, signerTask('SIMPLE'), REQUEST)).not.toContain(
        camera,
      );
    },
  );
});

describe('the SMS invitation to sign', () => {
  it.each(['es', 'en', 'it'] as const)(
    'in %s names the sender and the title and, at the longest, fits one message before the link',
    (language) => {
      const longest = {
        sender: { name: 'S'.repeat(80), person: 'Luis Gómez' },
        title: 'T'.repeat(200),
      };
      const sms = invitationSms(language, 'N'.repeat(80), LINK, 'sign', longest);
      const words = sms.slice(0, sms.indexOf(LINK));
      expect(words.length).toBeLessThanOrEqual(160);
      expect(words).toContain(`${'S'.repeat(SMS_CUTS.sender - 3)}...`);
      expect(words).toContain(`"${'T'.repeat(SMS_CUTS.title - 3)}..."`);
      // No character outside GSM-7's basic set ("…", «», curly quotes) in the fixed words.
      expect(words).not.toMatch(/[…«»“”]/);
      const plain = invitationSms(language, 'Lucía', LINK, 'sign', REQUEST);
      expect(plain).toContain('Inmobiliaria Sol SL');
      expect(plain).toContain('"Alquiler"');
    },
  );
});
