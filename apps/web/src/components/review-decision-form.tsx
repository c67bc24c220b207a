import {
  checklistComplete,
  REVIEW_REASON_LIMITS,
  type TReviewChecklist,
  type TReviewDecisionRequest,
  type TReviewDecisionValue,
  ZReviewDecisionRequest,
} from '@confirma/contracts/review-decision';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

/** What the form holds: the decision is the button pressed. */
const ZDecisionFields = ZReviewDecisionRequest.omit({ decision: true });
type TDecisionFields = Omit<TReviewDecisionRequest, 'decision'>;

const CHECKLIST = [
  'samePerson',
  'documentPresent',
  'dataConsistent',
] as const satisfies readonly (keyof TReviewChecklist)[];

const EMPTY: TDecisionFields = {
  reason: '',
  checklist: { samePerson: false, documentPresent: false, dataConsistent: false },
};

/**
 * The decision on an identification under review, the same for the platform's reviewers
 * and an owner who decides its own: the checklist (same person, document present and
 * genuine, data consistent), a required reason (10 to 1000 characters, counted), then
 * Approve, enabled once the three are ticked, or Reject. `error` is the server's refusal
 * in words; `onDecide` gets a request the contract accepts.
 */
export function ReviewDecisionForm({
  busy,
  error,
  onDecide,
}: {
  busy: boolean;
  error: string | null;
  onDecide: (request: TReviewDecisionRequest) => void;
}) {
  const { t } = useTranslation('review');
  const hintId = useId();
  const { control, handleSubmit } = useForm<TDecisionFields>({
    resolver: zodResolver(ZDecisionFields),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const checklist = useWatch({ control, name: 'checklist' });
  const complete = checklistComplete(checklist);
  const decide = (decision: TReviewDecisionValue) =>
    handleSubmit((fields) => onDecide({ ...fields, decision }));
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('form.title')}
      data-testid="review-decision-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <Stack spacing={2}>
        <FormGroup>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('form.checklist')}
          </FormLabel>
          {CHECKLIST.map((item) => (
            <Controller
              key={item}
              control={control}
              name={`checklist.${item}`}
              render={({ field }) => (
                <FormControlLabel
                  label={t(`form.items.${item}`)}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={busy}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
        <FormTextField
          control={control}
          name="reason"
          label={t('form.reason')}
          helperText={t('form.reasonHelp', { min: REVIEW_REASON_LIMITS.min })}
          maxLength={REVIEW_REASON_LIMITS.max}
          multiline
          minRows={3}
          required
          fullWidth
          disabled={busy}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="success"
              disabled={!complete || busy}
              aria-describedby={complete ? undefined : hintId}
              onClick={decide('APPROVE')}
            >
              {t('form.approve')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={decide('REJECT')}>
              {t('form.reject')}
            </Button>
          </Stack>
          {!complete && (
            <FormHelperText id={hintId}>{t('form.approveNeedsChecklist')}</FormHelperText>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
