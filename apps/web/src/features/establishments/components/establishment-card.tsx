import type { TEstablishmentView } from '@confirma/contracts/establishments';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import TabletIcon from '@mui/icons-material/TabletMac';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { kioskPath } from '../../../config/routes';
import { checkinPosterUrl } from '../api/checkin-poster-url';
import { EstablishmentBookings } from './establishment-bookings';

export type TEstablishmentAction = 'edit' | 'rotate' | 'copy';

/**
 * One establishment: its name and address, whether its guest link is open or paused and
 * whether it communicates to SES; the link to copy and its posters to download; for who
 * manages, edit and a new link; for who checks guests in, the reception kiosk; its bookings.
 */
export function EstablishmentCard({
  establishment,
  canManage,
  canCheckIn = false,
  onAction,
}: {
  establishment: TEstablishmentView;
  canManage: boolean;
  canCheckIn?: boolean;
  onAction: (action: TEstablishmentAction, establishment: TEstablishmentView) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { id, name, address, linkPaused, ses, checkinUrl } = establishment;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="establishment-item">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          {address && <Typography color="text.secondary">{address}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Chip
            size="small"
            color={linkPaused ? 'warning' : 'success'}
            label={t(linkPaused ? 'establishments.linkPaused' : 'establishments.linkActive')}
          />
          <Chip
            size="small"
            variant="outlined"
            color={ses ? 'success' : 'default'}
            label={t(ses ? 'establishments.sesConfigured' : 'establishments.sesMissing')}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t(`establishments.modes.${establishment.mode}`)}
          />
        </Stack>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="checkin-url"
        >
          {checkinUrl}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => onAction('copy', establishment)}
          >
            {t('establishments.copyLink')}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            href={checkinPosterUrl(id, 'A4', i18n.language)}
            download
          >
            {t('establishments.posterA4')}
          </Button>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            href={checkinPosterUrl(id, 'TENT', i18n.language)}
            download
          >
            {t('establishments.posterTent')}
          </Button>
          {canCheckIn && (
            <LinkButton
              size="small"
              startIcon={<TabletIcon />}
              to={kioskPath(id)}
              data-testid="establishment-open-kiosk"
            >
              {t('establishments.openKiosk')}
            </LinkButton>
          )}
          {canManage && (
            <>
              <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={() => onAction('edit', establishment)}
                aria-label={t('establishments.editNamed', { name })}
              >
                {t('establishments.edit')}
              </Button>
              <Button
                size="small"
                color="warning"
                startIcon={<AutorenewIcon />}
                onClick={() => onAction('rotate', establishment)}
              >
                {t('establishments.rotate')}
              </Button>
            </>
          )}
        </Stack>
        <EstablishmentBookings establishmentId={id} canAct={canManage || canCheckIn} />
      </Stack>
    </Paper>
  );
}
