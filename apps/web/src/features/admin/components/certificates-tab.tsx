import {
  CERTIFICATE_REVOCATION_REASONS,
  type TCertificateRevocationReason,
  type TIssuedCertificate,
} from '@confirma/contracts/certificate-authority';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useCertificates } from '../api/list-certificates';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { ReasonDialog } from './reason-dialog';

/** The revocation of one certificate: its CRL reason and, for the audit log, why. */
function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: TIssuedCertificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState<TCertificateRevocationReason>('unspecified');
  const close = () => {
    revoke.reset();
    setReason('unspecified');
    onClose();
  };
  return (
    <ReasonDialog
      open={certificate !== null}
      title={t('certificates.revokeTitle')}
      text={t('certificates.revokeText', {
        subject: certificate?.subject ?? '',
        serial: certificate?.serialHex ?? '',
      })}
      confirmLabel={t('certificates.revoke')}
      busy={revoke.isPending}
      error={revoke.error ? errorText(revoke.error) : null}
      onClose={close}
      onConfirm={(note) => {
        if (!certificate) return;
        revoke.mutate({ serialHex: certificate.serialHex, reason, note }, { onSuccess: close });
      }}
    >
      <TextField
        select
        label={t('certificates.reasonLabel')}
        value={reason}
        onChange={(event) => setReason(event.target.value as TCertificateRevocationReason)}
        fullWidth
        margin="normal"
      >
        {CERTIFICATE_REVOCATION_REASONS.map((item) => (
          <MenuItem key={item} value={item}>
            {t(`certificates.reasons.${item}`)}
          </MenuItem>
        ))}
      </TextField>
    </ReasonDialog>
  );
}

/** One certificate: whom it names, what it is, its validity and whether it is revoked. */
function CertificateItem({
  certificate,
  onRevoke,
}: {
  certificate: TIssuedCertificate;
  onRevoke: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  const kind = certificate.level
    ? t(`certificates.levels.${certificate.level}`)
    : t(`certificates.profiles.${certificate.profile}`);
  return (
    <ListItem
      disableGutters
      divider
      secondaryAction={
        certificate.revokedAt ? undefined : (
          <Button size="small" color="error" onClick={onRevoke}>
            {t('certificates.revoke')}
          </Button>
        )
      }
    >
      <ListItemText
        primary={
          <>
            {certificate.subject}{' '}
            <Chip
              size="small"
              color={certificate.revokedAt ? 'error' : 'success'}
              label={
                certificate.revokedAt
                  ? t('certificates.revoked', {
                      at: format.minute(certificate.revokedAt),
                      reason: t(
                        `certificates.reasons.${certificate.revocationReason ?? 'unspecified'}`,
                      ),
                    })
                  : t('certificates.valid')
              }
            />
          </>
        }
        secondary={[
          kind,
          t('certificates.serial', { serial: certificate.serialHex }),
          t('certificates.validity', {
            from: format.minute(certificate.notBefore),
            to: format.minute(certificate.notAfter),
          }),
          certificate.operationId && t('certificates.operation', { id: certificate.operationId }),
        ]
          .filter(Boolean)
          .join(' · ')}
        slotProps={{
          primary: { sx: { overflowWrap: 'anywhere', pr: 10 } },
          secondary: { sx: { overflowWrap: 'anywhere', pr: 10 } },
        }}
      />
    </ListItem>
  );
}

/**
 * The certificates the platform CA issued (each signer's one-time certificate, the seal,
 * the TSA, the OCSP responder), newest first, found by name, e-mail, document, serial or
 * operation; a revocation takes a CRL reason and why (kept in the audit log).
 */
export function CertificatesTab() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), 300);
  const list = useCertificates(settled);
  const [revoking, setRevoking] = useState<TIssuedCertificate | null>(null);
  const certificates = list.data?.pages.flatMap((page) => page.certificates) ?? [];
  return (
    <>
      <Stack sx={{ mb: 2 }}>
        <TextField
          label={t('certificates.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
        />
      </Stack>
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && certificates.length === 0 && (
        <Typography color="text.secondary">{t('certificates.none')}</Typography>
      )}
      <List dense disablePadding data-testid="admin-certificates">
        {certificates.map((certificate) => (
          <CertificateItem
            key={certificate.serialHex}
            certificate={certificate}
            onRevoke={() => setRevoking(certificate)}
          />
        ))}
      </List>
      <LoadMoreButton list={list} label={t('loadMore')} />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
