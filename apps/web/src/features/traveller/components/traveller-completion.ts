import {
  type TTravellerCompletion,
  type TTravellerReportView,
  ZTravellerCompletionInput,
} from '@confirma/contracts/traveller';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, Resolver } from 'react-hook-form';
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
export const resolver: Resolver<TValues, unknown, TTravellerCompletion> = (
  values,
  context,
  options,
) =>
  completionResolver(
    { ...values, travellers: Number(values.travellers), rooms: Number(values.rooms) },
    context,
    options,
  );

/** The completion form's control. */
export type TCompletionControl = Control<TValues, unknown, TTravellerCompletion>;

const dayAfter = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * What the form starts from: the completion saved before, else the residence read on the
 * card, the contact the sender gave, and a stay of one night from today.
 */
export function initialCompletion(report: TTravellerReportView, language: string): TValues {
  const today = new Date().toISOString().slice(0, 10);
  return (
    report.completion ?? {
      secondSurname: '',
      ...documentResidence(report.document, language),
      phone: report.contact.phone,
      email: report.contact.email,
      checkIn: today,
      checkOut: dayAfter(today),
      travellers: 1,
      rooms: 1,
      minorsTravelling: report.minor,
      relationship: '',
      paymentType: '',
      paymentHolder: '',
      contractReference: '',
      postalCode: '',
      countryCode: '',
    }
  );
}
