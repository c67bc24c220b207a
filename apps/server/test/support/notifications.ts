import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { TCreateNotificationRequest } from '@confirma/contracts/notifications';
import { eq } from 'drizzle-orm';
import { authUsers } from '../../src/modules/accounts/accounts-schema.ts';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { getCredits } from '../../src/modules/credits/get-credits.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './http-client.ts';
import { TEST_PASSWORD } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

/** A one-page PDF with a line of text: the notified document. */
export async function letterPdf(text = 'Requerimiento de pago'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, {
    x: 72,
    y: 760,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return pdf.save();
}

/**
 * A signed-in sender (the browser's cookies) whose e-mail is marked verified in the
 * database: with SMTP_URL set the verification e-mail leaves through the SMTP server, not
 * the outbox. `credits` are added to the sign-up bonus.
 */
export async function notifyingSender(server: TTestServer, email: string, credits = 0) {
  const client = createHttpClient(server.url);
  const password = TEST_PASSWORD;
  await client.post('/api/auth/sign-up/email', { name: 'Marta Sender', email, password });
  const db = server.platform.database.db;
  await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const { userUid } = (await (await client.get('/api/account')).json()) as { userUid: string };
  if (credits > 0) {
    await addCredits(db, {
      organizationId: userUid,
      kind: 'grant',
      amount: credits,
      reason: 'test',
    });
  }
  const token = await (await client.post('/api/v2/login')).text();
  return {
    client,
    userId: userUid,
    /** The same account as an integrator: its account token, no cookie. */
    api: createHttpClient(server.url, { authorization: `Bearer ${token}` }),
    credits: async () => (await getCredits(db, { organizationId: userUid })).currentcredits,
    notify: async (fields: Partial<TCreateNotificationRequest> = {}, via = client) =>
      via.post('/api/notifications', {
        name: 'Lucía',
        lastname: 'Gómez Ruiz',
        email: 'lucia@example.com',
        phone: '',
        subject: 'Requerimiento de pago',
        message: 'Le notificamos el requerimiento adjunto.',
        document: {
          name: 'requerimiento.pdf',
          b64: Buffer.from(await letterPdf()).toString('base64'),
        },
        ...fields,
      }),
  };
}

/** The recipient's link token from the notification e-mail's raw text. */
export function tokenOfMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const match = /#\/notification\/([A-Za-z0-9_-]{20,})/.exec(unfolded);
  if (!match?.[1]) throw new Error('no notification link in the e-mail');
  return match[1];
}

/** The PDF's text (pdftotext), spaces collapsed. */
export function pdfText(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notification-'));
  try {
    return run('pdftotext', [writeTemp(dir, 'file.pdf', pdf), '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
