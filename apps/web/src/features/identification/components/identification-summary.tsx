import { relaxedChecks, type TIdentificationImagesData } from '@confirma/contracts/identification';
import { Alert, Box, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renewAccountToken } from '../../../api/get-access-token';
import { IdentificationChecks } from '../../../components/identification-checks';
import { VerdictReasons, verdictColour } from '../../../components/identification-verdict';
import { getIdentificationData } from '../api/get-identification-data';
import { hasFacialHair, imageSrc, sexKey } from '../summary-format';
import { ConfidenceRing } from './confidence-ring';

const TABS = ['biometry', 'front', 'back', 'ocr'] as const;
/**
 * The identification summary: tabs Biometry, Front, Back, Ocr.
 * Needs the operation and the video, and a token the API accepts: the identified person's
 * (their signer token), or, `owner`, the operation owner's account token, asked for afresh
 * with their session, as the operation page of My Account opens it.
 */
export function IdentificationSummary({
  operationUuid,
  videoUuid,
  owner = false,
  onStatus,
}: {
  operationUuid: string;
  videoUuid: string;
  owner?: boolean;
  /** The identification's status once read (an embedding site is told the verdict). */
  onStatus?: (status: string) => void;
}) {
  const { t } = useTranslation('flows');
  const [tab, setTab] = useState<(typeof TABS)[number]>('biometry');
  const query = useQuery({
    queryKey: ['identification', 'summary', operationUuid, videoUuid, owner],
    queryFn: async () => {
      if (!owner) return getIdentificationData(operationUuid, videoUuid);
      await renewAccountToken();
      return getIdentificationData(operationUuid, videoUuid, 'account');
    },
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status) onStatus?.(status);
  }, [status, onStatus]);
  if (query.isLoading) return <CircularProgress aria-label={t('resumeIdentification.title')} />;
  if (query.error || !query.data) {
    return (
      <Alert severity="error" role="alert">
        {t('resumeIdentification.error')}
      </Alert>
    );
  }
  const data = query.data;
  return (
    <Stack spacing={2} data-testid="identification-summary">
      <Alert
        severity={verdictColour(data.status) ?? 'info'}
        data-status={data.status}
        sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1 } }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {t(`resumeIdentification.status.${data.status}`)}
        </Typography>
        {data.result && (
          <VerdictReasons
            failures={data.result.failures}
            reviewReasons={data.result.reviewReasons}
            relaxed={[]}
          />
        )}
      </Alert>
      {data.result &&
        relaxedChecks(data.result.policy).map((check) => (
          <Alert severity="warning" key={check} data-relaxed={check}>
            {t(`identificationVerdict.relaxed.${check}`)}
          </Alert>
        ))}
      {data.result && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <IdentificationChecks result={data.result} />
        </Paper>
      )}
      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 } } }}
      >
        {TABS.map((one) => (
          <Tab key={one} value={one} label={t(`resumeIdentification.tabs.${one}`)} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }} role="tabpanel">
        {tab === 'biometry' && <BiometryTab data={data} />}
        {tab === 'front' && <FrontTab data={data} />}
        {tab === 'back' && <BackTab data={data} />}
        {tab === 'ocr' && <OcrTab data={data} />}
      </Paper>
    </Stack>
  );
}

/** One image with its caption, at most 360 px wide (it shares a row in the Biometry tab). */
function Picture({ base64, label }: { base64: string | null | undefined; label: string }) {
  const { t } = useTranslation('flows');
  const src = imageSrc(base64);
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth: 360 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ width: '100%', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box sx={{ p: 3, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center' }}>
          {t('resumeIdentification.noImage')}
        </Box>
      )}
      <Typography component="figcaption" variant="caption">
        {label}
      </Typography>
    </Box>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        gap: 0.75,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function BiometryTab({ data }: { data: TIdentificationImagesData }) {
  const { t } = useTranslation('flows');
  const k = (key: string) => t(`resumeIdentification.${key}`);
  // The engine's colours in words; one it may add later reads as "other".
  const hairColour = (colour: string) =>
    t(`resumeIdentification.hairColours.${colour}`, {
      defaultValue: k('hairColours.other'),
    });
  const attributes = data.faceBiometry.faceAttributes;
  // 'Si' above 0.4; where the engine gave no figure, unknown, not 'No'.
  const hair = (value: number | null | undefined) =>
    value == null ? k('unknown') : hasFacialHair(value) ? k('yes') : k('no');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, '& > figure': { flex: '1 1 220px' } }}>
        <Picture base64={data.face} label={k('images.face')} />
        <Picture base64={data.passport ?? data.front} label={k('images.documentFace')} />
      </Stack>
      <ConfidenceRing value={data.frontBiometry.confidence} label={k('faceMatch')} />
      <Fields
        rows={[
          [k('fields.gender'), attributes ? k(`genderValues.${attributes.gender}`) : null],
          [k('fields.age'), attributes?.age != null ? Math.round(attributes.age) : null],
          [k('fields.glasses'), attributes ? k(`glassesValues.${attributes.glasses}`) : null],
          [
            k('fields.hairColor'),
            attributes?.hair.hairColor.map((one) => hairColour(one.color)).join(', ') ||
              k('unknown'),
          ],
          [k('fields.sideburns'), attributes ? hair(attributes.facialHair.sideburns) : null],
          [k('fields.beard'), attributes ? hair(attributes.facialHair.beard) : null],
          [k('fields.moustache'), attributes ? hair(attributes.facialHair.moustache) : null],
        ]}
      />
    </Stack>
  );
}

function FrontTab({ data }: { data: TIdentificationImagesData }) {
  const { t } = useTranslation('flows');
  const k = (key: string) => t(`resumeIdentification.${key}`);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      <Stack spacing={1} sx={{ flex: '1 1 260px' }}>
        <Picture
          base64={data.front ?? data.passport}
          label={k(data.passport ? 'images.passport' : 'images.front')}
        />
        <ConfidenceRing value={data.frontBiometry.frontConfidence} label={k('confidence')} />
      </Stack>
      <Stack spacing={1} sx={{ flex: '1 1 260px' }}>
        <Picture
          base64={data.hologram ?? data.passportmrz}
          label={k(data.passportmrz && !data.hologram ? 'images.passportmrz' : 'images.hologram')}
        />
        {/* A passport's MRZ band has no confidence of its own (its page's is beside it). */}
        {!(data.passportmrz && !data.hologram) && (
          <ConfidenceRing value={data.hologramConfidence} label={k('confidence')} />
        )}
      </Stack>
    </Stack>
  );
}

function BackTab({ data }: { data: TIdentificationImagesData }) {
  const { t } = useTranslation('flows');
  const k = (key: string) => t(`resumeIdentification.${key}`);
  if (data.passport && !data.back) {
    return <Typography variant="body2">{k('passportNoBack')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      <Picture base64={data.back} label={k('images.back')} />
      <ConfidenceRing value={data.backOcr?.backConfidence ?? null} label={k('confidence')} />
    </Stack>
  );
}

function OcrTab({ data }: { data: TIdentificationImagesData }) {
  const { t } = useTranslation('flows');
  const k = (key: string) => t(`resumeIdentification.${key}`);
  const ocr = data.backOcr ?? data.passportOcr;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        {k('documentData')}
      </Typography>
      <Fields
        rows={[
          [k('fields.name'), ocr?.icarName],
          [k('fields.lastname'), ocr?.icarLastName],
          [k('fields.docNumber'), ocr?.icarNif ?? ocr?.icarDocNumber],
          [k('fields.expiry'), ocr?.icarExpirationDate],
          [k('fields.docType'), ocr?.icarDocType],
          [k('fields.birth'), ocr?.icarBirthDate],
          [k('fields.sex'), ocr?.icarSex ? k(sexKey(ocr.icarSex)) : null],
          [k('fields.address'), ocr?.icarAddress],
          [k('fields.nationality'), ocr?.icarNationality],
        ]}
      />
      <Typography variant="subtitle1" component="h3">
        {k('customerData')}
      </Typography>
      <Fields
        rows={[
          [k('fields.name'), data.customer.name],
          [k('fields.lastname'), data.customer.lastname],
          [k('fields.nif'), data.customer.nif],
          [k('fields.email'), data.customer.email],
        ]}
      />
    </Stack>
  );
}
