import type { TTravellerCompletion, TTravellerReportView } from '@confirma/contracts/traveller';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { pathFor } from '../../../config/routes';
import { useFailureNotice } from '../../../hooks/use-failure-notice';
import { downloadPdf } from '../../../lib/download-pdf';
import { tellFrameHostGuestDone } from '../../../lib/guest-frame';
import { useFillTravellerReport } from '../api/fill-traveller-report';
import { getPartePdf } from '../api/get-parte-pdf';
import { DocumentLanguageNotice } from './document-language-notice';
import { completionResolverFor, initialCompletion, type TValues } from './traveller-completion';
import { TravellerCompletionFields } from './traveller-completion-fields';
import { TravellerReportFacts } from './traveller-report-facts';

const REASONS: ReadonlySet<string> = new Set([
  'TRAVELLER_NOT_IDENTIFIED',
  'TRAVELLER_DOCUMENT_EXPIRED',
  'TRAVELLER_REPORT_CLOSED',
  'VALIDATION_FAILED',
]);

/**
 * The identified guest's traveller report (Real Decreto 933/2021): what the
 * document gave (read-only), where the creation form contradicts it, and what the guest
 * completes (residence, prefilled from the card's address; contact; the stay; minors;
 * payment). Saved, it goes on to the OTP signature, or is sealed as it is (identification
 * only) and can be downloaded.
 */
export function TravellerReview({ report }: { report: TTravellerReportView }) {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const navigate = useNavigate();
  const fill = useFillTravellerReport(report.operationUuid);
  const { notice, fail, close } = useFailureNotice(REASONS);
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(() => completionResolverFor(i18n.language), [i18n.language]);
  const { control, handleSubmit, formState } = useForm<TValues, unknown, TTravellerCompletion>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialCompletion(report, i18n.language),
  });
  const final = report.status === 'SIGNED' || report.status === 'SEALED';
  // Sealed, the guest's part is over: the reception kiosk framing this page thanks them.
  useEffect(() => {
    if (report.status === 'SEALED') tellFrameHostGuestDone();
  }, [report.status]);
  const signPath = `${pathFor('simpleSignature')}?${new URLSearchParams({
    operation: report.operationUuid,
    document: report.documentUuid,
  }).toString()}`;

  const submit = handleSubmit((completion) =>
    fill.mutate(completion, {
      onSuccess: (view) => {
        setSaved(true);
        if (view.signs) void navigate(signPath);
      },
      onError: (error) => fail('parte.review.loadError', error),
    }),
  );
  const download = async () => {
    const pdf = await getPartePdf(report.operationUuid, report.documentUuid);
    downloadPdf(pdf, `parte-${report.operationUuid}.pdf`);
  };

  return (
    <Stack spacing={3}>
      <DocumentLanguageNotice nationality={report.document.nationality} />
      <Typography color="text.secondary">
        {t(report.signs ? 'flows:parte.review.lead' : 'flows:parte.review.leadSeal')}
      </Typography>
      <TravellerReportFacts report={report} />
      {final ? (
        <Alert
          severity="success"
          action={
            <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
              {t('flows:parte.review.download')}
            </Button>
          }
          sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          {t(
            report.status === 'SEALED' ? 'flows:parte.review.sealed' : 'flows:parte.review.signed',
          )}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={t('flows:parte.review.title')}
        >
          <Stack spacing={3}>
            <TravellerCompletionFields control={control} report={report} />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={report.signs ? <DrawIcon /> : undefined}
                disabled={!formState.isValid || fill.isPending}
              >
                {t(
                  report.signs ? 'flows:parte.review.submitSign' : 'flows:parte.review.submitSeal',
                )}
              </Button>
            </Box>
            {saved && report.signs && (
              <Alert severity="success">{t('flows:parte.review.saved')}</Alert>
            )}
          </Stack>
        </Box>
      )}
      <NoticeSnackbar notice={notice} onClose={close} />
    </Stack>
  );
}
