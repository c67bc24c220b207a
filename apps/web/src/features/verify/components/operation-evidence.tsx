import type { TVerifiedOperation } from '@confirma/contracts/verify';
import { Alert, AlertTitle, Box, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorMirrorCheck } from './anchor-mirror-check';
import { formatTime } from './format-time';

/**
 * The operation a document belongs to: its evidence chain's check (against a mirrored copy
 * of the anchor log too, once the reader gives one) and its events.
 */
export function OperationEvidence({ operation: found }: { operation: TVerifiedOperation }) {
  const { t, i18n } = useTranslation('verify');
  const time = (iso: string) => formatTime(iso, i18n.language);
  const [checked, setChecked] = useState<TVerifiedOperation | null>(null);
  const operation = checked?.operationUuid === found.operationUuid ? checked : found;
  const { chain } = operation;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="verify-operation"
      data-testid="operation-evidence"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="verify-operation"
        component="h2"
        variant="h6"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {t('operation.heading', { id: operation.operationUuid })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`operation.matchedBy.${operation.matchedBy}`)} {t('operation.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('operation.status', {
          status: t(`workspace:status.${operation.status}`, { defaultValue: operation.status }),
        })}
      </Typography>
      <Alert severity={chain.valid ? 'success' : 'error'} sx={{ my: 2 }}>
        <AlertTitle>{t(chain.valid ? 'operation.chainValid' : 'operation.chainBroken')}</AlertTitle>
        {t('operation.chainText', { events: chain.events, anchored: chain.anchoredEvents })}
        {chain.anchors.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {chain.anchors.map((anchor) => (
              <li key={anchor.seq}>
                {t(anchor.mirrored ? 'operation.mirroredAnchor' : 'operation.anchor', {
                  seq: anchor.seq,
                  time: time(anchor.time),
                  tsa: anchor.tsa,
                })}
              </li>
            ))}
          </Box>
        )}
      </Alert>
      <AnchorMirrorCheck operation={operation} onChecked={setChecked} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('operation.events')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {operation.events.map((event) => (
          <li key={event.seq}>
            <Typography variant="body2" component="span">
              {t(`events.${event.type}`, { defaultValue: event.type })}{' '}
              <Typography component="code" variant="caption" color="text.secondary">
                {event.type}
              </Typography>
              {' · '}
              {time(event.at)}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
