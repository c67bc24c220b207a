import { operationCreditCost } from '@confirma/contracts/constants';
import {
  CREATION_SIGNATURE_TYPES,
  SIGNER_METHODS,
  type TSignatureRequestForm,
} from '@confirma/contracts/creation';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../api/get-client-config';
import { ErrorSummary, enterSends, useErrorSummary } from '../../../components/error-summary';
import { FormActions } from '../../../components/form-actions';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { useSession } from '../../../lib/session-store';
import { CREATION_REASONS } from '../api/creation-reasons';
import { useRequestDraft } from '../hooks/use-request-draft';
import { type TRequestSent, useSendRequest } from '../hooks/use-send-request';
import { RequestDeliveryField, RequestOrderField } from './request-choice-fields';
import { RequestCopiesField } from './request-copies-field';
import { RequestCost } from './request-cost';
import { RequestDocumentFields } from './request-document-fields';
import { RequestDocumentView } from './request-document-view';
import { RequestInvitationFields } from './request-invitation-fields';
import { RequestSentDialog } from './request-sent-dialog';
import { RequestSignersFields } from './request-signers-fields';
import { SaveTemplateDialog } from './save-template-dialog';

/**
 * A signature request with several people (the creation form for each
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
  const { t } = useTranslation(['flows', 'errors']);
  const [saving, setSaving] = useState<TSignatureRequestForm | null>(null);
  const config = useClientConfig();
  const methods = config.data?.identification ? SIGNER_METHODS : CREATION_SIGNATURE_TYPES;
  const { notice, fail, inform, close } = useFailureNotice(CREATION_REASONS);
  const [sent, setSent] = useState<TRequestSent | null>(null);
  const draft = useRequestDraft({ templateId, onTemplateApplied, inform });
  const { form, picked, chosen, toUse, placing, setPlacing, clear } = draft;
  const { control, formState, setValue, getValues } = form;
  const signers = useFieldArray({ control, name: 'signers' });
  const cost = operationCreditCost(chosen.map((signer) => signer.method)).cost;
  const balance = useSession((session) => session.credits?.currentcredits ?? null);
  const needed = balance === null ? 0 : cost - balance;

  const summary = useErrorSummary();
  const send = useSendRequest({ form, clear, fail, report: summary.report, onSent: setSent });
  const { submit } = send;

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
          {draft.usedTemplate && (
            <Alert severity="info" onClose={draft.forgetTemplate}>
              {t('flows:templates.using', { name: draft.usedTemplate })}
            </Alert>
          )}
          <RequestDocumentFields control={control} setValue={setValue} />
          <RequestSignersFields
            control={control}
            signers={signers}
            methods={methods}
            pdf={picked}
            language={draft.language}
            onPlace={setPlacing}
          />
          {picked && placing && (
            <RequestDocumentView
              control={control}
              setValue={setValue}
              pdf={picked}
              target={placing}
              onClose={() => setPlacing(null)}
            />
          )}
          {signers.fields.length > 1 && <RequestOrderField control={control} />}
          <RequestCopiesField control={control} />
          <RequestInvitationFields control={control} documentName={picked?.name} />
          <RequestDeliveryField control={control} />
          <RequestCost cost={cost} balance={balance} buyCredits={buyCredits} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button
              startIcon={<BookmarkAddOutlinedIcon />}
              onClick={() => setSaving(getValues())}
              disabled={send.pending}
            >
              {t('flows:templates.save')}
            </Button>
            <FormActions
              valid={formState.isValid && needed <= 0}
              busy={send.pending}
              onClear={clear}
            />
          </Stack>
        </Stack>
        <NoticeSnackbar notice={notice} onClose={close} />
        <RequestSentDialog sent={sent} onClose={() => setSent(null)} />
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
