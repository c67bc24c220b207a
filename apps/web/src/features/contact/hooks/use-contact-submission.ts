import type { TContactKind } from '@confirma/contracts/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { ApiError } from '../../../lib/api-client';
import { isLanguage } from '../../../lib/language';
import { sendContact, type TContactDraft } from '../api/send-contact';

/**
 * The tab remembers that a request of this kind was received (what the
 * sending reveals stays revealed when the visitor leaves the page and comes back).
 */
const sentKey = (kind: TContactKind) => `confirma.contactSent.${kind}`;

function wasSent(kind: TContactKind): boolean {
  try {
    return window.sessionStorage.getItem(sentKey(kind)) === '1';
  } catch {
    return false;
  }
}

function rememberSent(kind: TContactKind): void {
  try {
    window.sessionStorage.setItem(sentKey(kind), '1');
  } catch {
    // Storage disabled: it stays revealed while the page is open.
  }
}

/** Server reasons the visitor can act on (solve again, wait, reconnect). */
const CONTACT_REASONS: ReadonlySet<string> = new Set(['CAPTCHA_FAILED', 'RATE_LIMITED', 'network']);

/**
 * The fields a 400 VALIDATION_FAILED names (`body.<field>`) get the server's message (its
 * i18n key, `key`; the message is the API's English sentence), and the first one gets the
 * focus.
 */
function showFieldIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return;
  const known = Object.keys(form.getValues());
  const issues = (error.problem?.errors ?? [])
    .map((issue) => ({
      field: issue.path.replace(/^body\./, ''),
      message: issue.key ?? issue.message,
    }))
    .filter(({ field }) => known.includes(field));
  for (const [index, { field, message }] of issues.entries()) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
}

/**
 * Sending one of the public contact forms: the proof of work and
 * the request, then the form cleared and the 'Gracias' dialog; on failure the spec's
 * snackbar 'Ha ocurrido algún problema al registrar tu petición', with the reason
 * when the visitor can act on it, and the fields the server refused marked.
 */
export function useContactSubmission<T extends FieldValues>(
  kind: TContactKind,
  form: UseFormReturn<T>,
  empty: T,
) {
  const { i18n } = useTranslation();
  const { notice, fail, close } = useFailureNotice(CONTACT_REASONS);
  const [thanks, setThanks] = useState(false);
  const [sent, setSent] = useState(() => wasSent(kind));
  const send = useMutation({
    mutationFn: (values: T) => {
      const lang = isLanguage(i18n.language) ? i18n.language : 'es';
      return sendContact({ ...values, kind, lang } as unknown as TContactDraft);
    },
    onSuccess: () => {
      form.reset(empty);
      setThanks(true);
      setSent(true);
      rememberSent(kind);
    },
    onError: (error) => {
      showFieldIssues(form, error);
      fail('contact:error', error);
    },
  });
  return {
    submit: form.handleSubmit((values) => send.mutate(values as T)),
    valid: form.formState.isValid,
    clear: () => form.reset(empty),
    busy: send.isPending,
    /** Once a request of this form has been received in this tab (stays true). */
    sent,
    notice,
    closeNotice: close,
    thanks,
    closeThanks: () => setThanks(false),
  };
}

/**
 * A contact form validated by its shared schema (messages on leaving a field, then on
 * every change) and its sending.
 */
export function useContactForm<T extends FieldValues>(
  kind: TContactKind,
  schema: z.ZodType,
  empty: T,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    mode: 'onTouched',
    defaultValues: empty as DefaultValues<T>,
  });
  return {
    control: form.control,
    watch: form.watch,
    sending: useContactSubmission(kind, form, empty),
  };
}
