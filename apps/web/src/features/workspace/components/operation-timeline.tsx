import type { TTimelineEvent } from '@confirma/contracts/workspace';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/** Event codes are `<subject>.<what>`, the shape of the `timeline.events` texts. */
const CODE = /^[a-z_]+\.[a-z_]+$/;

/** The event's label in the interface language; a code the texts do not know, as is. */
export function useEventLabel() {
  const { t, i18n } = useTranslation('workspace');
  return (code: string) =>
    CODE.test(code) && i18n.exists(`workspace:timeline.events.${code}`)
      ? t(`timeline.events.${code}`)
      : code;
}

const reasonOf = (event: TTimelineEvent) =>
  typeof event.data.reason === 'string' && event.data.reason ? event.data.reason : null;

/**
 * The evidence of the operation, oldest first: what happened, when (to the second), to
 * which signer, from which (masked) address and device, and a rejection's reason.
 */
export function OperationTimeline({ events }: { events: TTimelineEvent[] }) {
  const { t } = useTranslation('workspace');
  const format = useLocaleFormat();
  const label = useEventLabel();
  const ordered = [...events].sort((a, b) => a.seq - b.seq);
  return (
    <Box component="section" aria-labelledby="operation-timeline">
      <Typography id="operation-timeline" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('timeline.title')}
      </Typography>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{t('timeline.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {ordered.map((event) => {
            const reason = reasonOf(event);
            // The server summarises the device as `Chrome 142 on Android`: the word read.
            const device = event.device?.replace(/ on (\S+)$/, ` ${t('timeline.on')} $1`);
            const where = [event.ip ? t('timeline.ip', { ip: event.ip }) : null, device]
              .filter(Boolean)
              .join(' · ');
            return (
              <Box
                component="li"
                key={event.seq}
                data-testid="timeline-event"
                data-type={event.type}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: 2,
                  borderLeft: 2,
                  borderColor: 'divider',
                  ml: 1,
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: -7,
                    top: 4,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: event.type === 'signer.rejected' ? 'error.main' : 'primary.main',
                  },
                }}
              >
                <Typography sx={{ fontWeight: 600 }}>{label(event.type)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={event.occurredAt}>{format.second(event.occurredAt)}</time>
                  {event.signerName ? ` · ${event.signerName}` : ''}
                </Typography>
                {reason && (
                  <Typography variant="body2">{t('timeline.reason', { reason })}</Typography>
                )}
                {where && (
                  <Typography variant="body2" color="text.secondary">
                    {where}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
