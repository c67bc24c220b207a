import type { TEstablishmentView } from '@confirma/contracts/establishments';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { usePermission } from '../../../hooks/use-permission';
import { useEstablishments } from '../api/list-establishments';
import { useRotateCheckinLink } from '../api/rotate-checkin-link';
import { EstablishmentCard, type TEstablishmentAction } from './establishment-card';
import { EstablishmentDialog } from './establishment-dialog';

/**
 * My Account → Viajeros, above the register: the organisation's establishments, each with
 * its guests' check-in link and QR posters. Who may manage adds and edits them and gives a
 * link a new address (asked first: the old link and its printed posters stop working);
 * everyone else sees them.
 */
export function EstablishmentsSection() {
  const { t } = useTranslation('account');
  const canManage = usePermission('manage');
  const canCheckIn = usePermission('checkin');
  const establishments = useEstablishments();
  const rotate = useRotateCheckinLink();
  // The dialog's establishment stays while it closes (its texts do not change mid-transition).
  const [target, setTarget] = useState<TEstablishmentView | null>(null);
  const [open, setOpen] = useState<'form' | 'rotate' | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const close = () => setOpen(null);
  const copy = (establishment: TEstablishmentView) =>
    navigator.clipboard
      .writeText(establishment.checkinUrl)
      .then(() => setNotice({ severity: 'success', text: t('establishments.copied') }))
      .catch(() => setNotice({ severity: 'error', text: t('establishments.copyFailed') }));
  const act = (action: TEstablishmentAction, establishment: TEstablishmentView) => {
    if (action === 'copy') return void copy(establishment);
    setTarget(establishment);
    setOpen(action === 'edit' ? 'form' : 'rotate');
  };
  const list = establishments.data?.establishments ?? [];
  return (
    <PageSection title={t('establishments.title')} description={t('establishments.text')}>
      {canManage && (
        <Button
          variant="contained"
          onClick={() => {
            setTarget(null);
            setOpen('form');
          }}
        >
          {t('establishments.add')}
        </Button>
      )}
      <Box sx={{ mt: canManage ? 2 : 0 }}>
        {establishments.isPending && <CircularProgress aria-label={t('establishments.title')} />}
        {establishments.isError && <Alert severity="error">{t('establishments.loadError')}</Alert>}
        {establishments.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('establishments.empty')}</Typography>
        )}
        {list.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {list.map((establishment) => (
              <EstablishmentCard
                key={establishment.id}
                establishment={establishment}
                canManage={canManage}
                canCheckIn={canCheckIn}
                onAction={act}
              />
            ))}
          </Stack>
        )}
      </Box>
      <EstablishmentDialog
        open={open === 'form'}
        establishment={target}
        onClose={close}
        onSaved={() => {
          close();
          setNotice({ severity: 'success', text: t('establishments.saved') });
        }}
      />
      <ConfirmDialog
        open={open === 'rotate'}
        title={t('establishments.rotateTitle')}
        text={t('establishments.rotateText', { name: target?.name ?? '' })}
        confirmLabel={t('establishments.rotateConfirm')}
        cancelLabel={t('establishments.cancel')}
        pending={rotate.isPending}
        error={rotate.error}
        onConfirm={() =>
          target &&
          rotate.mutate(target.id, {
            onSuccess: () => {
              close();
              setNotice({ severity: 'success', text: t('establishments.rotated') });
            },
          })
        }
        onClose={close}
        onExited={() => rotate.reset()}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}
