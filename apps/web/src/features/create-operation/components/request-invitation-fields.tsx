import { REQUEST_LIMITS } from '@confirma/contracts/operations';
import { FormLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { TSignatureRequestControl } from '../create-operation.types';

/** The invitation's subject (the PDF's name when left empty) and message. */
export function RequestInvitationFields({
  control,
  documentName,
}: {
  control: TSignatureRequestControl;
  documentName: string | undefined;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('flows:create.request.invitation')}
      </FormLabel>
      <FormTextField
        control={control}
        name="subject"
        label={t('flows:create.request.subject')}
        helperText={t('flows:create.request.subjectHelp')}
        placeholder={documentName}
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
  );
}
