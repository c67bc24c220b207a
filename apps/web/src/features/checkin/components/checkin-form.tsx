import {
  BOOKING_MAX_TRAVELLERS,
  type TCheckinStarted,
  type TKioskCheckinRequest,
  ZKioskCheckinRequest,
} from '@confirma/contracts/establishments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { isLanguage } from '../../../lib/language';
import { checkinFailure, checkinFieldIssues } from './checkin-failure';
import { CheckinSubmit } from './checkin-submit';

type TValues = TKioskCheckinRequest;

const schemaResolver = zodResolver(ZKioskCheckinRequest) as unknown as Resolver<
  TValues,
  unknown,
  TKioskCheckinRequest
>;

/** A number field gives text: the count of travellers is checked as the number it says. */
const resolver: Resolver<TValues, unknown, TKioskCheckinRequest> = (values, context, options) =>
  schemaResolver(
    { ...values, travellers: Number(values.travellers) || (values.travellers as number) },
    context,
    options,
  );

/** What starts a check-in from the form: the guest link's (with its proof of work) or the kiosk's. */
export type TCheckinStartMutation = UseMutationResult<TCheckinStarted, Error, TKioskCheckinRequest>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** An empty form: the stay from today to tomorrow. */
export function emptyCheckin(now = new Date()): Omit<TValues, 'lang'> {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const local = (date: Date) =>
    isoDay(new Date(date.getTime() - date.getTimezoneOffset() * 60_000));
  return {
    name: '',
    lastname: '',
    email: '',
    phone: '',
    nif: '',
    bookingReference: '',
    checkIn: local(now),
    checkOut: local(tomorrow),
    travellers: 1,
  };
}

/**
 * The guest's details: who they are (checked against the document they show next), how to
 * reach them, and the stay, in the language shown. `start` sends them: on the
 * establishment's link with a proof of work, at the reception kiosk as they are; started,
 * the identification opens. A refused link (closed or replaced meanwhile) is told by
 * `onClosed`.
 */
export function CheckinForm({
  start,
  onClosed,
  where = 'link',
}: {
  start: TCheckinStartMutation;
  onClosed?: (error: ApiError) => void;
  /** Where the guest is: on the establishment's link, or at its reception kiosk. */
  where?: 'link' | 'kiosk';
}) {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const { control, handleSubmit, setError } = useForm<TValues, unknown, TKioskCheckinRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptyCheckin(), lang: 'es' },
  });
  const submit = handleSubmit((form) =>
    start.mutate(
      { ...form, lang: isLanguage(i18n.language) ? i18n.language : 'es' },
      {
        onError: (error) => {
          if (
            error instanceof ApiError &&
            ['CHECKIN_LINK_NOT_FOUND', 'CHECKIN_LINK_PAUSED'].includes(error.code) &&
            onClosed
          ) {
            return onClosed(error);
          }
          for (const issue of checkinFieldIssues(error)) {
            setError(issue.field, { message: issue.message }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const failure = start.error ? checkinFailure(start.error, where) : null;
  const field = (name: keyof TValues) => ({
    control,
    name,
    label: t(`flows:checkin.fields.${name}`),
    messagePrefix: 'flows:',
    fullWidth: true,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('flows:checkin.formLabel')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField {...field('name')} required autoComplete="given-name" />
          <FormTextField {...field('lastname')} required autoComplete="family-name" />
        </Stack>
        <FormTextField {...field('email')} required type="email" autoComplete="email" />
        <FormTextField
          {...field('phone')}
          required
          type="tel"
          autoComplete="tel"
          helperText={t('flows:checkin.fields.phoneHelp')}
        />
        <FormTextField
          {...field('nif')}
          required
          autoComplete="off"
          helperText={t('flows:checkin.fields.nifHelp')}
        />
        <FormTextField {...field('bookingReference')} maxLength={50} autoComplete="off" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            {...field('checkIn')}
            required
            type="date"
            deps={['checkOut']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            {...field('checkOut')}
            required
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {where === 'link' && (
          <FormTextField
            {...field('travellers')}
            required
            type="number"
            helperText={t('flows:checkin.fields.travellersHelp')}
            slotProps={{ htmlInput: { min: 1, max: BOOKING_MAX_TRAVELLERS, inputMode: 'numeric' } }}
          />
        )}
        <CheckinSubmit
          failure={failure}
          pending={start.isPending}
          working="flows:checkin.working"
        />
      </Stack>
    </Box>
  );
}
