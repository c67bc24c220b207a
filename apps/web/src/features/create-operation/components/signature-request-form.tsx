import { operationCreditCost } from '@confirma/contracts/constants';
import {
  CREATION_SIGNATURE_TYPES,
  REQUEST_SIGNERS_MAX,
  SIGNER_METHODS,
  SIGNING_ORDERS,
  type TSignatureRequestForm,
  ZSignatureRequestForm,
} from '@confirma/contracts/creation';
import { REQUEST_LIMITS } from '@confirma/contracts/operations';
import { buildSignatureRequestPayload } from '@confirma/contracts/request-payload';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../api/get-client-config';
import { ErrorSummary, enterSends, useErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { FormRadioGroup } from '../../../components/form-radio-group';
import { FormTextField } from '../../../components/form-text-field';
import { LinkButton } from '../../../components/link-button';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { SuccessDialog } from '../../../components/success-dialog';
import { operationPath } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { isLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session-store';
import { CREATION_REASONS } from '../api/creation-reasons';
import { useTemplateToUse } from '../api/get-request-template';
import { requestDraft } from '../api/request-draft';
import { signerFieldIssues } from '../api/signer-field-issues';
import { formFromTemplate } from '../api/template-form';
import { CreationError, useCreateOperation } from '../hooks/use-create-operation';
import type { TPlacementTarget } from './placement-names';
import { RequestCopiesField } from './request-copies-field';
import { RequestDocumentFields } from './request-document-fields';
import { RequestDocumentView } from './request-document-view';
import { RequestSignerCard } from './request-signer-card';
import { SaveTemplateDialog } from './save-template-dialog';

type TSigner = TSignatureRequestForm['signers'][number];

const newSigner = (language: TSigner['language']): TSigner => ({
  method: 'SIMPLE',
  name: '',
  lastname: '',
  email: '',
  phone: '',
  nif: '',
  language,
  placement: null,
  fields: [],
});

const emptyRequest = (language: TSigner['language']): TSignatureRequestForm => ({
  subject: '',
  message: '',
  signers: [newSigner(language)],
  order: 'sequential',
  copies: [],
  delivery: 'email',
  ownDocument: false,
  document: null,
  contractType: '1',
});

/**
 * A signature request with several people (issue 55; spec 000 §2 "Creation form" for each
 * signer's data): the document, the signers in order with their way of signing, sequential
 * or parallel, copy recipients, the invitation's subject and message, and whether everyone
 * is invited by e-mail/SMS (the default) or the first signer signs now on this device; what
 * it costs against the balance, with a way to buy credits when short (`buyCredits`, the
 * app's). The draft is kept in the tab, so buying credits and coming back loses nothing.
 */
export function SignatureRequestForm({
  buyCredits,
  templateId = null,
  onTemplateApplied,
}: {
  /** What to offer when the balance is short of the cost by `needed` credits. */
  buyCredits?: (needed: number) => ReactNode;
  /** A request template to start from ("Usar" in My Account → Plantillas). */
  templateId?: string | null;
  /** The template has filled the form (the page forgets its id: a reload keeps the draft). */
  onTemplateApplied?: () => void;
}) {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const [empty] = useState(() => emptyRequest(language));
  // A template asked for replaces the draft.
  const [restored] = useState(() => (templateId ? null : requestDraft.read(empty)));
  const toUse = useTemplateToUse(templateId);
  const [usedTemplate, setUsedTemplate] = useState<string | null>(null);
  const [saving, setSaving] = useState<TSignatureRequestForm | null>(null);
  // The box being placed in the document view; none: the view is closed.
  const [placing, setPlacing] = useState<TPlacementTarget | null>(null);
  const create = useCreateOperation();
  const config = useClientConfig();
  const methods = config.data?.identification ? SIGNER_METHODS : CREATION_SIGNATURE_TYPES;
  const { notice, fail, inform, close } = useFailureNotice(CREATION_REASONS);
  const [sent, setSent] = useState<{ emails: string[]; more: boolean; uuid: string } | null>(null);
  const { control, handleSubmit, formState, watch, reset, setValue, setError, getValues } = useForm<
    TSignatureRequestForm,
    unknown,
    TSignatureRequestForm
  >({
    resolver: zodResolver(ZSignatureRequestForm),
    mode: 'onTouched',
    defaultValues: restored?.values ?? empty,
  });
  const signers = useFieldArray({ control, name: 'signers' });
  const [picked, chosen] = watch(['document', 'signers']);
  const cost = operationCreditCost(chosen.map((signer) => signer.method)).cost;
  const balance = useSession((session) => session.credits?.currentcredits ?? null);
  const needed = balance === null ? 0 : cost - balance;

  // Everything typed is kept in the tab until it is sent or cleared.
  useEffect(() => {
    const subscription = watch((values) => requestDraft.save(values as TSignatureRequestForm));
    return () => subscription.unsubscribe();
  }, [watch]);
  // A restored draft says so; its fields are checked as the sender goes on (on leaving one,
  // on sending), not before they do anything.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the draft read on mount
  useEffect(() => {
    if (!restored) return;
    inform(
      t(
        restored.documentDropped
          ? 'create.request.documentNotKept'
          : 'create.request.draftRestored',
      ),
    );
  }, []);
  // A placement belongs to the PDF it was made on: another PDF, or none, clears them all
  // (not the PDF the form started with, a restored draft's or a template's).
  const placedOn = useRef(picked?.b64 ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the PDF changes
  useEffect(() => {
    if ((picked?.b64 ?? null) === placedOn.current) return;
    placedOn.current = picked?.b64 ?? null;
    setPlacing(null);
    for (const index of chosen.keys()) {
      setValue(`signers.${index}.placement`, null);
      setValue(`signers.${index}.fields`, []);
    }
  }, [picked, setValue]);
  // The template asked for fills the form once it is read: every role a signer to name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the template arrives
  useEffect(() => {
    if (!toUse.data) return;
    const values = formFromTemplate(toUse.data.template, toUse.data.document, empty);
    placedOn.current = values.document?.b64 ?? null;
    reset(values);
    setUsedTemplate(toUse.data.template.name);
    onTemplateApplied?.();
  }, [toUse.data]);

  const clear = () => {
    setUsedTemplate(null);
    setPlacing(null);
    reset(empty);
    // After the reset, which the draft's watcher saw: nothing is kept.
    requestDraft.clear();
  };

  const summary = useErrorSummary();
  const submit = handleSubmit(
    (form) =>
      create.mutate(
        {
          type: form.signers[0]?.method ?? 'SIMPLE',
          delivery: form.delivery,
          build: () => buildSignatureRequestPayload(form),
        },
        {
          onSuccess: (created) => {
            if (created.delivery === 'email') {
              // Who is invited now: everyone in parallel, the first in turn.
              const now = form.order === 'parallel' ? form.signers : form.signers.slice(0, 1);
              setSent({
                emails: now.map((signer) => signer.email),
                more: now.length < form.signers.length,
                uuid: created.operationUuid,
              });
            }
            clear();
          },
          onError: (error) => {
            if (!(error instanceof CreationError)) return fail('create.errors.create', error);
            // The signer's data the server refused is marked on its field, in the user's language.
            for (const [index, issue] of signerFieldIssues(error.reason).entries()) {
              setError(
                `signers.${issue.signer}.${issue.field}`,
                { type: 'server', message: issue.message },
                { shouldFocus: index === 0 },
              );
            }
            summary.report();
            return fail(`create.errors.${error.step}`, error.reason);
          },
        },
      ),
    summary.report,
  );

  if (templateId && toUse.isPending) {
    return <CircularProgress aria-label={t('flows:templates.loading')} />;
  }

  return (
    <>
      <Box
        component="form"
        ref={summary.form}
        noValidate
        onSubmit={submit}
        onKeyDown={enterSends(formState.isValid && needed <= 0, submit)}
        aria-label={t('flows:create.request.title')}
      >
        <Stack spacing={2.5}>
          <ErrorSummary form={summary.form} attempt={summary.attempt} />
          {toUse.isError && <Alert severity="error">{t('flows:templates.loadFailed')}</Alert>}
          {usedTemplate && (
            <Alert severity="info" onClose={() => setUsedTemplate(null)}>
              {t('flows:templates.using', { name: usedTemplate })}
            </Alert>
          )}
          <RequestDocumentFields control={control} setValue={setValue} />
          <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel component="legend">{t('flows:create.request.signers')}</FormLabel>
            <FormHelperText sx={{ mx: 0, mt: 0 }}>
              {t('flows:create.request.signersHelp')}
            </FormHelperText>
            {signers.fields.map((signer, index) => (
              <RequestSignerCard
                key={signer.id}
                control={control}
                index={index}
                count={signers.fields.length}
                methods={methods}
                pdf={picked}
                onMove={(to) => {
                  // The view's box is named by its place in the list: it closes.
                  setPlacing(null);
                  signers.move(index, to);
                }}
                onRemove={() => {
                  setPlacing(null);
                  signers.remove(index);
                }}
                onPlace={setPlacing}
              />
            ))}
            <Box>
              <Button
                startIcon={<AddIcon />}
                disabled={signers.fields.length >= REQUEST_SIGNERS_MAX}
                onClick={() => signers.append(newSigner(language), { shouldFocus: true })}
              >
                {t('flows:create.request.addSigner')}
              </Button>
              {signers.fields.length >= REQUEST_SIGNERS_MAX && (
                <FormHelperText sx={{ mx: 0 }}>
                  {t('flows:create.request.maxSigners', { count: REQUEST_SIGNERS_MAX })}
                </FormHelperText>
              )}
            </Box>
          </Stack>
          {picked && placing && (
            <RequestDocumentView
              control={control}
              setValue={setValue}
              pdf={picked}
              target={placing}
              onClose={() => setPlacing(null)}
            />
          )}
          {signers.fields.length > 1 && (
            <FormRadioGroup
              control={control}
              name="order"
              label={t('flows:create.request.order')}
              options={SIGNING_ORDERS.map(
                (value) => [value, t(`flows:create.request.orders.${value}`)] as const,
              )}
              help={(value) => t(`flows:create.request.orderHelp.${value}`)}
            />
          )}
          <RequestCopiesField control={control} />
          <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <FormLabel component="legend" sx={{ mb: 1.5 }}>
              {t('flows:create.request.invitation')}
            </FormLabel>
            <FormTextField
              control={control}
              name="subject"
              label={t('flows:create.request.subject')}
              helperText={t('flows:create.request.subjectHelp')}
              placeholder={picked?.name}
              maxLength={REQUEST_LIMITS.subjectMax}
              messagePrefix="flows:"
              autoComplete="off"
              fullWidth
            />
            <FormTextField
              control={control}
              name="message"
              label={t('flows:create.request.message')}
              helperText={t('flows:create.request.messageHelp')}
              maxLength={REQUEST_LIMITS.messageMax}
              messagePrefix="flows:"
              multiline
              minRows={3}
              fullWidth
            />
          </Stack>
          <FormRadioGroup
            control={control}
            name="delivery"
            label={t('flows:create.request.delivery')}
            options={(['email', 'here'] as const).map(
              (value) => [value, t(`flows:create.request.deliveries.${value}`)] as const,
            )}
            help={(value) => t(`flows:create.request.deliveryHelp.${value}`)}
          />
          <Stack spacing={0.5} data-testid="creation-cost">
            <Typography variant="body2" color="text.secondary">
              {t('flows:create.request.cost', { credits: cost })}
            </Typography>
            {balance !== null && (
              <Typography variant="body2" color={needed > 0 ? 'error' : 'text.secondary'}>
                {t('flows:create.form.balance', { count: balance })}
              </Typography>
            )}
          </Stack>
          {needed > 0 &&
            (buyCredits?.(needed) ?? (
              <Alert severity="warning">{t('errors:INSUFFICIENT_CREDITS')}</Alert>
            ))}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button
              startIcon={<BookmarkAddOutlinedIcon />}
              onClick={() => setSaving(getValues())}
              disabled={create.isPending}
            >
              {t('flows:templates.save')}
            </Button>
            <FormActions
              valid={formState.isValid && needed <= 0}
              busy={create.isPending}
              onClear={clear}
            />
          </Stack>
        </Stack>
        <NoticeSnackbar notice={notice} onClose={close} />
        <SuccessDialog
          open={sent !== null}
          title={t('flows:create.sent.title')}
          text={
            sent
              ? [
                  t('flows:create.request.sent', { emails: sent.emails.join(', ') }),
                  ...(sent.more ? [t('flows:create.request.sentNext')] : []),
                ].join(' ')
              : ''
          }
          onClose={() => setSent(null)}
          action={
            sent ? (
              <LinkButton variant="outlined" to={operationPath(sent.uuid)}>
                {t('flows:create.sent.open')}
              </LinkButton>
            ) : undefined
          }
        />
      </Box>
      {/* Outside the request's form: the dialog's own form sends only the template. */}
      {saving && (
        <SaveTemplateDialog
          form={saving}
          onClose={() => setSaving(null)}
          onSaved={(template) => {
            setSaving(null);
            inform(t('flows:templates.saved', { name: template.name }));
          }}
        />
      )}
    </>
  );
}
