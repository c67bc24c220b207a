import {
  type TCheckinMode,
  type TEstablishmentInput,
  type TEstablishmentView,
  type TSesEnvironment,
  ZEstablishmentInput,
} from '@confirma/contracts/establishments';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';

/** The dialog's values: the daily limit as typed, the SES block with its own switch. */
export interface TEstablishmentValues {
  name: string;
  address: string;
  registry: string;
  mode: TCheckinMode;
  dailyLimit: string;
  linkPaused: boolean;
  sesEnabled: boolean;
  ses: {
    landlordCode: string;
    establishmentCode: string;
    username: string;
    password: string;
    environment: TSesEnvironment;
  };
}

/** A new establishment's guest link starts open, 50 check-ins a day, guests signing. */
export function initialValues(establishment: TEstablishmentView | null): TEstablishmentValues {
  const ses = establishment?.ses;
  return {
    name: establishment?.name ?? '',
    address: establishment?.address ?? '',
    registry: establishment?.registry ?? '',
    mode: establishment?.mode ?? 'SIGN',
    dailyLimit: String(establishment?.dailyLimit ?? 50),
    linkPaused: establishment?.linkPaused ?? false,
    sesEnabled: Boolean(ses),
    ses: {
      landlordCode: ses?.landlordCode ?? '',
      establishmentCode: ses?.establishmentCode ?? '',
      username: ses?.username ?? '',
      // Write-only: never shown; empty keeps the stored one.
      password: '',
      environment: ses?.environment ?? 'test',
    },
  };
}

/** The body the values send: without SES, null; an empty password, none (keep the stored one). */
export function establishmentBody(values: TEstablishmentValues): TEstablishmentInput {
  const limit = Number(values.dailyLimit);
  const { password, ...ses } = values.ses;
  return {
    name: values.name,
    address: values.address,
    registry: values.registry,
    mode: values.mode,
    dailyLimit: Number.isFinite(limit) && values.dailyLimit.trim() !== '' ? limit : 0,
    linkPaused: values.linkPaused,
    ses: values.sesEnabled ? { ...ses, ...(password ? { password } : {}) } : null,
  };
}

const schemaResolver = zodResolver(ZEstablishmentInput) as unknown as Resolver<
  TEstablishmentInput,
  unknown,
  TEstablishmentInput
>;

/**
 * The dialog's resolver: the contract's schema on the body the values send; an SES block
 * needs a password unless one is stored (`passwordStored`).
 */
export function establishmentResolver(
  passwordStored: boolean,
): Resolver<TEstablishmentValues, unknown, TEstablishmentInput> {
  return async (values, context, options) => {
    const body = establishmentBody(values);
    const result = await schemaResolver(body, context, options as never);
    const errors = { ...result.errors } as FieldErrors<TEstablishmentValues>;
    if (body.ses && !body.ses.password && !passwordStored) {
      errors.ses = {
        ...errors.ses,
        password: { type: 'required', message: 'establishments.validation.sesPassword' },
      };
    }
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: body, errors: {} };
  };
}

/** A refused field the dialog shows: its path in the values and its message key. */
export type TServerIssue = {
  field: 'name' | 'address' | 'registry' | 'dailyLimit' | `ses.${string}`;
  message: string;
};

/**
 * The fields a 400 VALIDATION_FAILED names (`body.ses.password`) with their i18n keys
 * (`establishments.validation.*` of the `account` namespace); none for any other failure.
 */
export function serverIssues(error: unknown): TServerIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  return (error.problem?.errors ?? []).flatMap((issue) => {
    const field = issue.path.replace(/^body\./, '');
    const message = issue.key?.startsWith('establishments.validation.')
      ? issue.key
      : 'establishments.validation.invalid';
    const known =
      ['name', 'address', 'registry', 'dailyLimit'].includes(field) || field.startsWith('ses.');
    return known ? [{ field: field as TServerIssue['field'], message }] : [];
  });
}
