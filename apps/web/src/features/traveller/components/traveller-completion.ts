import { countryOfMrzNationality } from '@confirma/contracts/countries';
import {
  type TTravellerCompletion,
  type TTravellerReportView,
  ZTravellerCompletionInput,
} from '@confirma/contracts/traveller';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, Resolver } from 'react-hook-form';
import { countryName } from '../../../lib/country-options';
import { documentResidence } from './document-residence';

/** The form's own values: the numbers as typed. */
export type TValues = Omit<TTravellerCompletion, 'travellers' | 'rooms' | 'paymentType'> & {
  travellers: string | number;
  rooms: string | number;
  paymentType: TTravellerCompletion['paymentType'] | '';
};

const completionResolver = zodResolver(
  ZTravellerCompletionInput.transform((value) => value),
) as unknown as Resolver<TValues, unknown, TTravellerCompletion>;

/**
 * The form's resolver: the numbers as numbers, and the country of residence the parte
 * prints (`country`) named from the chosen code in the page's `language`.
 */
export function completionResolverFor(
  language: string,
): Resolver<TValues, unknown, TTravellerCompletion> {
  return (values, context, options) =>
    completionResolver(
      {
        ...values,
        travellers: Number(values.travellers),
        rooms: Number(values.rooms),
        country: countryName(values.countryCode, language) || values.country,
      },
      context,
      options,
    );
}

/** The completion form's control. */
export type TCompletionControl = Control<TValues, unknown, TTravellerCompletion>;

const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The country of residence to start from: a Spanish card (DNI, NIE) lives in Spain,
 * otherwise the document's nationality (the MRZ's alpha-3 code).
 */
export function defaultCountryCode(report: TTravellerReportView): string {
  const { documentType, nationality } = report.document;
  if (documentType === 'DNI' || documentType === 'NIE') return 'ESP';
  return countryOfMrzNationality(nationality) ?? '';
}

/**
 * What the form starts from: the completion saved before (a code it lacks, completed
 * before it was asked, defaulted), else the residence read on the card, the contact the
 * sender gave, and the stay of the booking named at check-in, or one night from today.
 */
export function initialCompletion(report: TTravellerReportView, language: string): TValues {
  if (report.completion) {
    return {
      ...report.completion,
      countryCode: report.completion.countryCode || defaultCountryCode(report),
    };
  }
  const today = new Date().toISOString().slice(0, 10);
  const { booking } = report;
  return {
    secondSurname: '',
    ...documentResidence(report.document, language),
    phone: report.contact.phone,
    email: report.contact.email,
    checkIn: booking?.checkIn || today,
    checkOut: booking?.checkOut || dayAfter(booking?.checkIn || today),
    travellers: 1,
    rooms: 1,
    minorsTravelling: report.minor,
    relationship: '',
    paymentType: '',
    paymentHolder: '',
    contractReference: booking?.reference ?? '',
    postalCode: '',
    countryCode: defaultCountryCode(report),
  };
}
