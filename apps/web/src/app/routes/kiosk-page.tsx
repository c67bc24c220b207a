import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { kioskPath } from '../../config/routes';
import { KioskView } from '../../features/checkin/components/kiosk-view';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { enterKioskMode } from '../../lib/kiosk-mode';
import { ExitKioskButton } from '../kiosk/exit-kiosk-dialog';
import { KioskGate } from '../kiosk/kiosk-gate';

/**
 * /kiosk/:establishmentId: the reception kiosk, the whole screen. Opened, the tab is
 * locked to it (any other address comes back here) until the member's password exits.
 */
export function KioskPage() {
  const { t } = useTranslation('flows');
  const { establishmentId = '' } = useParams();
  useDocumentTitle(t('kiosk.title'));
  return (
    <KioskGate alone>
      <LockedKiosk establishmentId={establishmentId} />
    </KioskGate>
  );
}

function LockedKiosk({ establishmentId }: { establishmentId: string }) {
  useEffect(() => {
    enterKioskMode(kioskPath(establishmentId));
  }, [establishmentId]);
  return (
    <Box sx={{ px: 0 }}>
      <KioskView establishmentId={establishmentId} exit={<ExitKioskButton />} />
    </Box>
  );
}
