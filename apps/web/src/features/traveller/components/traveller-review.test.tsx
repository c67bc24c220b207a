// @vitest-environment jsdom
import type { TTravellerReportView } from '@confirma/contracts/traveller';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/language';
import { typeInto } from '../../../testing/form-events';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { TravellerReview } from './traveller-review';

strictDomTests();

const REPORT: TTravellerReportView = {
  operationUuid: '0b9f1c1e-8a36-4b8f-9d6a-2f4f6f0c1a11',
  signatureType: 'VIDEO_1PASO_OTP',
  signs: true,
  status: 'PENDING',
  booking: null,
  document: {
    name: 'JOSE LUIS',
    firstSurname: 'GARCIA DE LA FUENTE',
    secondSurname: null,
    sex: 'M',
    documentType: 'DNI',
    documentNumber: '12345678Z',
    supportNumber: 'CKL304871',
    nationality: 'ESP',
    birthDate: '1992-03-17',
    expiryDate: '2030-05-22',
    address: 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA',
  },
  contact: { email: 'guest@example.com', phone: '+34600111222' },
  completion: null,
  warnings: [],
  minor: false,
  establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1', registry: 'HM-4321' },
  documentUuid: '5d1e7a0c-3b7e-4d0a-8f0e-6a1c2b3d4e5f',
};

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

describe('TravellerReview', () => {
  afterEach(async () => {
    await setLanguage('es');
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("shows the document's number and prefills the residence from the card's back", () => {
    renderWithProviders(<TravellerReview report={REPORT} />);
    const data = within(screen.getByTestId('parte-document'));
    expect(data.getByText('12345678Z')).toBeTruthy();
    expect(data.getByText('CKL304871')).toBeTruthy();
    expect(input('address')).toBe('AV. DIAGONAL 211 P3');
    expect(input('town')).toBe('BARCELONA');
    expect(screen.getByTestId('country-select').textContent).toBe('España');
    expect(input('phone')).toBe('+34600111222');
  });

  it('keeps what the guest completed over what the document says', () => {
    const completion = {
      secondSurname: '',
      address: 'Avenida de la Paz 7',
      town: 'Sevilla',
      country: 'España',
      postalCode: '08017',
      countryCode: 'ESP',
      phone: '+34600111222',
      email: 'guest@example.com',
      checkIn: '2031-07-01',
      checkOut: '2031-07-05',
      travellers: 2,
      rooms: 1,
      minorsTravelling: false,
      relationship: '',
      paymentType: 'CARD' as const,
      paymentHolder: '',
      contractReference: '',
    };
    renderWithProviders(<TravellerReview report={{ ...REPORT, status: 'FILLED', completion }} />);
    expect(input('address')).toBe('Avenida de la Paz 7');
    expect(input('town')).toBe('Sevilla');
  });

  it('asks the postal code and defaults the country code from a Spanish card', async () => {
    renderWithProviders(<TravellerReview report={REPORT} />);
    expect(input('countryCode')).toBe('ESP');
    expect(screen.getByTestId('country-select').textContent).toBe('España');
    const postalCode = screen.getByRole('textbox', { name: /Código postal/ });
    expect(postalCode).toHaveProperty('value', '');
    typeInto('postalCode', '');
    expect(await screen.findByText(/El código postal es obligatorio/)).toBeTruthy();
  });

  it("defaults a passport's country code from its nationality", () => {
    const document = { ...REPORT.document, documentType: 'PASAPORTE' as const, nationality: 'ITA' };
    renderWithProviders(<TravellerReview report={{ ...REPORT, document }} />);
    expect(input('countryCode')).toBe('ITA');
    expect(screen.getByTestId('country-select').textContent).toBe('Italia');
  });

  it('prefills the stay and the reference from the booking named at check-in', async () => {
    const booking = { reference: 'BK-7781', checkIn: '2031-08-10', checkOut: '2031-08-14' };
    renderWithProviders(<TravellerReview report={{ ...REPORT, booking }} />);
    expect(input('checkIn')).toBe('2031-08-10');
    expect(input('checkOut')).toBe('2031-08-14');
    await waitFor(() => expect(input('contractReference')).toBe('BK-7781'));
  });

  it("shows an Italian document's guest their pages in Italian, with the way back", async () => {
    const document = { ...REPORT.document, documentType: 'PASAPORTE' as const, nationality: 'ITA' };
    renderWithProviders(<TravellerReview report={{ ...REPORT, document }} />);
    const notice = await screen.findByTestId('document-language-notice');
    expect(notice.textContent).toContain('Mostrato in italiano, la lingua del suo documento.');
    expect(i18n.language).toBe('it');
    expect(screen.getByRole('textbox', { name: /CAP/ })).toBeTruthy();
    // Not the guest's choice: nothing remembered beyond this tab.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Ver en español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.queryByTestId('document-language-notice')).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('keeps the language the guest chose, whatever their document', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    const document = { ...REPORT.document, documentType: 'PASAPORTE' as const, nationality: 'ITA' };
    renderWithProviders(<TravellerReview report={{ ...REPORT, document }} />);
    expect(await screen.findByRole('textbox', { name: /Código postal/ })).toBeTruthy();
    expect(screen.queryByTestId('document-language-notice')).toBeNull();
    expect(i18n.language).toBe('es');
  });

  it('closes the notice and stays in the document language', async () => {
    const document = { ...REPORT.document, nationality: 'GBR' };
    renderWithProviders(<TravellerReview report={{ ...REPORT, document }} />);
    const notice = await screen.findByTestId('document-language-notice');
    expect(notice.textContent).toContain('Shown in English');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('document-language-notice')).toBeNull();
    expect(i18n.language).toBe('en');
  });
});
