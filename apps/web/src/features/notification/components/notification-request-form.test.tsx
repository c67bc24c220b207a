// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { switchLanguage } from '../../../testing/switch-language';
import { NotificationRequestForm } from './notification-request-form';

const LANGS = ['es', 'en', 'it'] as const;
const t = (lang: string, key: string) => i18n.getFixedT(lang, 'flows')(key);

strictDomTests();
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe.each(LANGS)('the certified notification form in %s', (lang) => {
  const send = () => screen.getByRole('button', { name: t(lang, 'create.form.submit') });

  const pick = (file: File) =>
    fireEvent.change(screen.getByTestId('pdf-input'), { target: { files: [file] } });
  const pdf = () => new File(['%PDF-1.7\n%%EOF'], 'aviso.pdf', { type: 'application/pdf' });

  it('asks for the subject and the message, and a valid phone when one is given', async () => {
    await switchLanguage(lang);
    renderWithProviders(<NotificationRequestForm />);
    expect(send()).toHaveProperty('disabled', true);
    typeInto('subject', '');
    await screen.findByText(t(lang, 'notification.validation.subjectRequired'));
    typeInto('message', '');
    await screen.findByText(t(lang, 'notification.validation.messageRequired'));
    typeInto('phone', '12 34');
    await screen.findByText(t(lang, 'create.validation.phoneInvalid'));
  });

  it('requires a PDF, and sends only when all is valid', async () => {
    await switchLanguage(lang);
    renderWithProviders(<NotificationRequestForm />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText(t(lang, 'create.validation.pdfOnly'));
    typeInto('name', 'Lucía');
    typeInto('lastname', 'Gómez');
    typeInto('email', 'lucia@example.com');
    typeInto('subject', 'Requerimiento');
    typeInto('message', 'Le notificamos el requerimiento adjunto.');
    pick(pdf());
    await waitFor(() => expect(send()).toHaveProperty('disabled', false));
    // Removing it: 'Es obligatorio que elijas un documento'.
    fireEvent.click(screen.getByRole('button', { name: t(lang, 'create.form.removeFile') }));
    await screen.findByText(t(lang, 'notification.validation.documentRequired'));
    expect(send()).toHaveProperty('disabled', true);
  });
});
